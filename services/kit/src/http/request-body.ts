// The one reader of request bodies, for the gateway and the services alike. The gateway must have
// the exact bytes to sign their digest and to forward them; a service must have the same bytes to
// check that digest and to parse them. In the single-process start both run on the same request
// object, so whoever reads first keeps the bytes on it and the other uses them.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from './errors';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request body exactly as the client sent it (empty when it sent none). */
    rawBody?: Buffer;
  }
}

/** The largest body any service accepts; the gateway refuses a larger one before forwarding it. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export const EMPTY_BODY: Buffer = Buffer.alloc(0);

// The connection closes after a 413: the rest of the body is never read, so the socket could not
// be reused, and waiting for it would keep the server from closing.
const tooLarge = () =>
  new HttpError(413, `The request body is too large (at most ${BODY_LIMIT_BYTES / 1024} kB)`, {
    Connection: 'close',
  });

/** Whether the request announces a body at all (RFC 9112 §6.3: a length or a transfer coding). */
export const announcesBody = (req: IncomingMessage) =>
  req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;

/**
 * Reads the body once, up to `limit` bytes, into `req.rawBody` and returns it; returns the bytes
 * already there without reading again. A larger body is a 413, a compressed one a 415 (no browser
 * sends one, and the signature must cover the bytes the service parses).
 */
export function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<Buffer> {
  if (req.rawBody) return Promise.resolve(req.rawBody);
  if (!announcesBody(req)) return Promise.resolve((req.rawBody = EMPTY_BODY));
  const encoding = String(req.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding !== 'identity') {
    return Promise.reject(new HttpError(415, 'Compressed request bodies are not accepted'));
  }
  // Refused before reading a byte when the client says up front how much is coming.
  if (Number(req.headers['content-length']) > limit) return Promise.reject(tooLarge());

  return new Promise((resolve, reject) => {
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
      reject(tooLarge());
    };
    const onEnd = () => {
      stopReading();
      resolve((req.rawBody = Buffer.concat(chunks, size)));
    };
    const onError = () => {
      stopReading();
      reject(badRequest('The request body could not be read'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onError);
  });
}

/**
 * A request body as express.json's strict mode reads it: `{}` for an empty body, an object or an
 * array otherwise, and a 400 for anything else.
 */
export function parseJsonBytes(body: Buffer): unknown {
  const text = body.toString('utf8');
  if (text.trim() === '') return {};
  if (!/^\s*[[{]/.test(text)) throw badRequest('The request body is not valid JSON');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

/**
 * JSON request bodies on `app`, parsed from the bytes readBody kept (the stream is read by then,
 * and those are the bytes the signature covers). Other types are left unparsed (createBaseApp).
 */
export function parseJsonBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', (request, _payload, done) => {
    try {
      done(null, parseJsonBytes(request.raw.rawBody ?? EMPTY_BODY));
    } catch (error) {
      done(error as Error);
    }
  });
}
