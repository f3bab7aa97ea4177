// The one reader of request bodies, for the gateway and the services alike. The gateway must have
// the exact bytes to sign their digest and to forward them; a service must have the same bytes to
// check that digest and to parse them. In the single-process start both run on the same request
// object, so whoever reads first keeps the bytes on it and the other uses them.
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { keepLogContext } from '../log-context';
import { badRequest, HttpError } from './errors';

declare module 'express-serve-static-core' {
  interface Request {
    /** The request body exactly as the client sent it (empty when it sent none). */
    rawBody?: Buffer;
  }
}

/** The largest body any service accepts; the gateway refuses a larger one before forwarding it. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export const EMPTY_BODY: Buffer = Buffer.alloc(0);

const tooLarge = () =>
  new HttpError(413, `The request body is too large (at most ${BODY_LIMIT_BYTES / 1024} kB)`);

/** Whether the request announces a body at all (RFC 9112 §6.3: a length or a transfer coding). */
export const announcesBody = (req: IncomingMessage) =>
  req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;

/**
 * Reads the body once, up to `limit` bytes, into `req.rawBody`; does nothing when that is already
 * there. A larger body is a JSON 413, a compressed one a 415 (no browser sends one, and the
 * signature must cover the bytes the service parses).
 */
export function readRawBody(limit = BODY_LIMIT_BYTES): RequestHandler {
  return (req, res, givenNext) => {
    // The request goes on from the stream's events: in its own log context, not theirs.
    const next = keepLogContext((error?: unknown) => givenNext(error));
    // The connection closes after a 413: the rest of the body is never read, so the socket could
    // not be reused, and waiting for it would keep the server from closing.
    const refuseTooLarge = () => {
      res.setHeader('Connection', 'close');
      next(tooLarge());
    };
    if (req.rawBody) return next();
    if (!announcesBody(req)) {
      req.rawBody = EMPTY_BODY;
      return next();
    }
    const encoding = String(req.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (encoding !== 'identity') {
      return next(new HttpError(415, 'Compressed request bodies are not accepted'));
    }
    // Refused before reading a byte when the client says up front how much is coming.
    if (Number(req.headers['content-length']) > limit) return refuseTooLarge();

    const chunks: Buffer[] = [];
    let size = 0;
    const stopReading = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
      if (size <= limit) return;
      stopReading();
      refuseTooLarge();
    };
    const onEnd = () => {
      stopReading();
      req.rawBody = Buffer.concat(chunks, size);
      next();
    };
    const onError = () => {
      stopReading();
      next(badRequest('The request body could not be read'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onError);
  };
}

/**
 * `req.body` from `req.rawBody` for JSON requests, as express.json would have it: `{}` for an
 * empty body, an object or array otherwise, and a 400 for anything else.
 */
export const parseJsonBody: RequestHandler = (req, _res, next) => {
  if (!req.rawBody) return next(new Error('readRawBody must run before parseJsonBody'));
  if (!announcesBody(req) || !req.is('application/json')) return next();
  const text = req.rawBody.toString('utf8');
  // Like express.json's strict mode: only an object or an array is a request body.
  if (text.trim() === '') {
    req.body = {};
    return next();
  }
  if (!/^\s*[[{]/.test(text)) return next(badRequest('The request body is not valid JSON'));
  try {
    req.body = JSON.parse(text);
  } catch {
    return next(badRequest('The request body is not valid JSON'));
  }
  next();
};
