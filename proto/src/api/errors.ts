import type { ApiMethod, RouteDeclaration } from './operation';

/** What each error status means, wherever the API answers it. Every error body is an `ErrorBody`. */
export const ERROR_STATUSES: Record<number, string> = {
  400: 'The request is not valid: `message` says why, in words to show the player.',
  401: 'Not signed in (or the session has ended).',
  403: 'Refused: a state-changing call without the `x-requested-with: hub` header or from another site, an area for administrators, or something that belongs to another player.',
  404: 'Not found: `message` names what.',
  409: 'Refused in the present state (already solved, already submitted...): `message` says why.',
  410: 'Gone: the daily puzzle this was for has ended. A new one is ready.',
  413: 'The request body is too large.',
  415: 'Compressed request bodies are not accepted.',
  429: 'Too many attempts: `Retry-After` says how many seconds to wait.',
  502: 'The service behind the gateway failed to answer.',
  503: 'A service, or the session store, is down: try again after `Retry-After` seconds.',
  504: 'The service behind the gateway took too long to answer.',
};

/**
 * The error statuses of an operation: its own, and those every call of its kind may get from the
 * layers in front of it (input parsing, the gateway's CSRF check, body limits, sign-in and role
 * checks, and the gateway's answers for a service that is down or slow).
 */
export function errorStatusesOf(
  operation: Pick<RouteDeclaration, 'access' | 'errors' | 'query' | 'body'> & {
    method: ApiMethod;
    /** A service's route, which the gateway answers for when the service is down or slow. */
    behindTheGateway: boolean;
  },
): number[] {
  const statuses = new Set<number>(operation.errors);
  const post = operation.method === 'post';
  // Path parameters are left out: a malformed id is often answered as an unknown one (404).
  if (post || operation.query || operation.body) statuses.add(400);
  if (operation.access !== 'anyone') statuses.add(401);
  if (post || operation.access === 'admin') statuses.add(403);
  if (post) [413, 415].forEach((status) => statuses.add(status));
  if (operation.behindTheGateway) [502, 503, 504].forEach((status) => statuses.add(status));
  return [...statuses].sort((a, b) => a - b);
}
