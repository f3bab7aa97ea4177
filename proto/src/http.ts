import { z } from 'zod';

/** Every 4xx/5xx answer of the API has this body. */
export const ErrorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * State-changing API calls must carry this header. Browsers only send custom headers on
 * same-origin requests (or after a CORS preflight we never grant), so it defeats CSRF.
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'hub';
