import { CSRF_HEADER, CSRF_HEADER_VALUE, type ErrorBody } from '@hub/proto';

/** Anything that can validate an unknown JSON value into T (the proto zod schemas). */
export interface Parser<T> {
  parse(data: unknown): T;
}

/** A parser fetched when an answer first needs it (`() => import('./schemas').then(...)`). */
export type LoadParser<T> = () => Promise<Parser<T>>;

/** A parser picked from a module loaded on first use: a game's schemas/ folder (vite.config.ts). */
export const lazyParser =
  <M, T>(load: () => Promise<M>, pick: (module: M) => Parser<T>): LoadParser<T> =>
  async () =>
    pick(await load());

/**
 * A non-OK answer. `message` is `<status>: <body or status text>`
 * (docs/architecture.md#the-web-app); `serverMessage` is the `{ message }` body, for the UI.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

/**
 * The `{ message }` of an error answer. Read by hand, not with the ErrorBody schema: a visitor's
 * first screen may get an error answer, and would otherwise wait for zod to load to show it.
 */
function serverMessageOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as Partial<ErrorBody> | null;
    return typeof body?.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/** The one way the web app talks to the API: same-origin, with credentials, parsed by a schema. */
export async function apiFetch<T>(
  path: string,
  schema: Parser<T> | LoadParser<T>,
  { method = 'GET', body }: ApiRequest = {},
): Promise<T> {
  // A parser still to load loads beside the request, not once its answer is in.
  const parser = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // Its failure matters only to an answer it must parse (awaited below).
  parser.catch(() => undefined);
  const headers: Record<string, string> = {};
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  }
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      serverMessageOf(text),
    );
  }
  // An answer with no content (204) has no JSON to read: its parser sees undefined.
  const data: unknown = response.status === 204 ? undefined : await response.json();
  return (await parser).parse(data);
}

/** The parser of an answer with no content (204). */
export const NO_CONTENT: Parser<void> = { parse: () => undefined };

/** The browser knows it has no connection (a server that does not answer is another matter). */
export const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/** A message fit to show a player, whatever went wrong. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError)
    return error.serverMessage ?? 'Something went wrong. Please try again.';
  if (error instanceof TypeError)
    return isOffline()
      ? 'You’re offline. This needs the server: try again once you’re back online.'
      : 'Could not reach the server. Check your connection and try again.';
  return 'Something went wrong. Please try again.';
}
