import type { z } from 'zod';

/**
 * Who may call an operation. Every caller has a session (the gateway gives a guest one on the
 * first call), so `anyone` includes guests; `account` needs a signed-in account; `admin` an
 * account with the admin role.
 */
export type ApiAccess = 'anyone' | 'account' | 'admin';

export type ApiMethod = 'get' | 'post';

/** What an operation answers with one of its success statuses. */
export type ApiAnswer =
  | { kind: 'json'; schema: z.ZodType; description?: string }
  | { kind: 'empty'; description: string }
  | { kind: 'redirect'; description: string }
  /** Server-Sent Events: each event's name and the schema of its `data` line (JSON). */
  | { kind: 'events'; events: Record<string, z.ZodType>; description: string }
  | { kind: 'html'; description: string };

export const json = (schema: z.ZodType, description?: string): ApiAnswer => ({
  kind: 'json',
  schema,
  description,
});
export const empty = (description: string): ApiAnswer => ({ kind: 'empty', description });
export const redirect = (description: string): ApiAnswer => ({ kind: 'redirect', description });
export const events = (events: Record<string, z.ZodType>, description: string): ApiAnswer => ({
  kind: 'events',
  events,
  description,
});
export const html = (description: string): ApiAnswer => ({ kind: 'html', description });

/**
 * Error statuses an operation answers besides those every call of its kind may get (errors.ts):
 * for its own reasons, such as a 404 for a game that does not exist.
 */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 429 | 503;

/**
 * What a route of the public API declares of itself beside its method and path (services/kit's
 * `routeSchema`). Its schemas are the contracts the servers parse with and the web app reads
 * with, so the document made from the routes describes what the code does.
 */
export interface RouteDeclaration {
  summary: string;
  description?: string;
  access: ApiAccess;
  /** Path parameters, one property each. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  answers: Partial<Record<200 | 201 | 202 | 204 | 302 | 304, ApiAnswer>>;
  errors?: ApiErrorStatus[];
  /** Only on a developer's machine (the auth service's dev mailbox: DEV_MAILBOX, no SMTP_URL). */
  developmentOnly?: boolean;
}
