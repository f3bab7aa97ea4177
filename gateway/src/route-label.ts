import { routeRuleOf } from './routes';

/** Every page and file of the built web app: one label, whatever path a browser asks for. */
export const WEB_APP_ROUTE = '(web app)';

/**
 * The route label of a request at the gateway, for its metrics, from its path and the template of
 * the gateway's route that answered it (UNMATCHED_ROUTE when none did): API requests by the
 * routing rule that sent them to a service (`/api/jotto/*`), the gateway's own routes
 * (`/api/config`, `/healthz`) by their templates, anything else under /api as unmatched, and the
 * rest as the web app. Never the raw path: a client makes up as many of those as it likes.
 */
export function gatewayRouteOf(path: string, template: string): string {
  if (path === '/api' || path.startsWith('/api/')) return routeRuleOf(path) ?? template;
  if (['/healthz', '/readyz', '/metrics'].includes(path)) return template;
  return WEB_APP_ROUTE;
}
