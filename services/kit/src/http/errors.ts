import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Logger } from '../logger';

/** An error whose message is safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Headers that go with the answer (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in first') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A dependency is down: the client may try again after `retryAfterSeconds`. */
export const serviceUnavailable = (message: string, retryAfterSeconds = 5) =>
  new HttpError(503, message, { 'Retry-After': String(retryAfterSeconds) });

/** The first validation problem, phrased for a person. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  return issue.message;
}

/** Answers routes of a service whose issue has not landed yet. */
export function notImplemented(what: string): RequestHandler {
  return (_req, res) => {
    res.status(501).json({ message: `${what} is not available yet. It is coming soon.` });
  };
}

export const jsonNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.path}` });
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/**
 * The last middleware of every app: clients get `{ message }` with a 4xx for their mistakes and
 * a bland 500 for ours. Stack traces and internal messages stay in the log.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (error instanceof HttpError) {
      res.set(error.headers).status(error.status).json({ message: error.message });
      return;
    }
    if (error instanceof z.ZodError) {
      res.status(400).json({ message: describeZodError(error) });
      return;
    }
    const parserError = error as BodyParserError;
    if (parserError?.type === 'entity.parse.failed') {
      res.status(400).json({ message: 'The request body is not valid JSON' });
      return;
    }
    if (parserError?.type === 'entity.too.large') {
      res.status(413).json({ message: 'The request body is too large' });
      return;
    }
    if (
      typeof parserError?.status === 'number' &&
      parserError.status >= 400 &&
      parserError.status < 500
    ) {
      res.status(parserError.status).json({ message: 'The request could not be read' });
      return;
    }
    logger.error({ err: error, method: req.method, path: req.path }, 'request failed');
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
  };
}

/** A router answering every one of `paths` with a clear 501 until its feature lands. */
export function notImplementedRoutes(what: string, paths: string[]): Router {
  const router = Router();
  router.all(paths, notImplemented(what));
  return router;
}
