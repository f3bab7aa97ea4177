/** Where the service worker keeps the API answers a page may read offline. */
export const API_CACHE = 'api-reads';

/**
 * Never kept: streams (they never end), the API's own document and docs page, the admin API
 * (tomorrow's answers, players' e-mails: nothing of it stays on a device), and what changes who is
 * signed in (a sign-out by link, a mailed link, a social sign-in's return: the worker passes those
 * on itself). Everything else a page reads (who is signed in, the site's settings, the day's
 * puzzles and the player's progress on them) is kept, for today only.
 */
const NEVER = /\/stream$|^\/api\/(openapi\.json|docs)$|^\/api\/admin(\/|$)/;

export const isOfflineReadable = (path: string) =>
  path.startsWith('/api/') && !NEVER.test(path) && !changesWhoIsSignedIn('GET', path);

/**
 * Requests that may change who is signed in (sign-in, sign-up, sign-out, a mailed link, a social
 * sign-in's return): the answers kept for one player must never be shown to the next.
 */
export const changesWhoIsSignedIn = (method: string, path: string) =>
  path === '/api/logout' ||
  path === '/api/login' ||
  (path.startsWith('/api/auth/') && !(method === 'GET' && path === '/api/auth/session'));
