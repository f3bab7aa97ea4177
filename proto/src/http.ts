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

/**
 * The largest value of a Postgres INTEGER, the type of every puzzle id and score column. A
 * number a client sends that such a column cannot hold is refused as a 400 where its schema is
 * parsed, never left to Postgres, which would answer "out of range" (a 500).
 */
export const PG_INTEGER_MAX = 2_147_483_647;

const wholeNumber = (name: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? `${name} is required` : `${name} must be a whole number`,
});

/** An id a client names in a JSON body: a positive whole number an INTEGER column holds. */
export const rowId = (name: string) =>
  z
    .int(wholeNumber(name))
    .positive(`${name} must be positive`)
    .max(PG_INTEGER_MAX, `${name} is out of range`);

/** The same id in a path or query string, where it arrives as text. */
export const rowIdParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(PG_INTEGER_MAX, `${name} is out of range`);
