/**
 * The route label of a request that no route answered (a 404, a request refused before routing):
 * one fixed value, so paths a client makes up never become series of their own.
 */
export const UNMATCHED_ROUTE = '(unmatched)';

/** What Express leaves on a request once a route matched it (`req.route`, `req.baseUrl`). */
export interface RoutedRequest {
  route?: { path?: unknown };
  baseUrl?: string;
}

/**
 * The template of the route that answered (`/api/jotto/match/:id`), never the path itself: a
 * metric labelled by raw paths would grow a series per match id. A route declared by several
 * paths or a regular expression is still one route, named by its declaration.
 */
export function routeTemplateOf(req: RoutedRequest): string {
  const declared = req.route?.path;
  if (declared === undefined) return UNMATCHED_ROUTE;
  const template = Array.isArray(declared) ? declared.map(String).join('|') : String(declared);
  return `${req.baseUrl ?? ''}${template}` || '/';
}
