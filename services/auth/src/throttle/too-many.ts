import { RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '@hub/kit';
import { waitPhrase } from '../domain/sign-in-rules';

/** A 429 whose message and Retry-After say how long to wait. */
export function tooManyRequests(what: string, waitMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, `${what} Please try again in ${waitPhrase(seconds)}.`, {
    'Retry-After': String(seconds),
  });
}

/**
 * What a limiter's refusal means: its answer says how long until the next try. Anything else (a
 * store error with no fallback) is a real error and is thrown as it is.
 */
export function refusal(what: string, rejection: unknown): HttpError {
  if (rejection instanceof RateLimiterRes) return tooManyRequests(what, rejection.msBeforeNext);
  throw rejection;
}
