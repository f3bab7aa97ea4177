import { z } from 'zod';

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

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  /** Fastify's own errors (a malformed request line, a length that does not match). */
  statusCode?: number;
}

/** What a client is told about a failed request. */
export interface ErrorAnswer {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/**
 * The answer for a client's mistake, whichever layer found it; null for our own failures, which
 * get a bland 500 while their stack trace and internal message stay in the log.
 */
export function clientErrorOf(error: unknown): ErrorAnswer | null {
  if (error instanceof HttpError) {
    return { status: error.status, message: error.message, headers: error.headers };
  }
  if (error instanceof z.ZodError) return { status: 400, message: describeZodError(error) };
  const parserError = error as BodyParserError;
  if (parserError?.type === 'entity.parse.failed') {
    return { status: 400, message: 'The request body is not valid JSON' };
  }
  if (parserError?.type === 'entity.too.large') {
    return { status: 413, message: 'The request body is too large' };
  }
  const status = parserError?.status ?? parserError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, message: 'The request could not be read' };
  }
  return null;
}

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
