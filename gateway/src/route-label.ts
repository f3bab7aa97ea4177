import { routeTemplateOf, type RoutedRequest } from '@hub/kit';
import { routeRuleOf } from './routes';

/** Every page and file of the built web app: one label, whatever path a browser asks for. */
export const WEB_APP_ROUTE = '(web app)';

/**
 * The route label of a request at the gateway, for its metrics: API requests by the routing rule
 * that sent them to a service (`/api/jotto/*`), the gateway's own routes (`/api/config`,
 * `/healthz`) by their templates, anything else under /api as unmatched, and the rest as the web
 * app. Never the raw path: a client makes up as many of those as it likes.
 */
export function gatewayRouteOf(req: RoutedRequest & { originalUrl: string }): string {
  const path = req.originalUrl.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) {
    return routeRuleOf(path) ?? routeTemplateOf(req);
  }
  if (['/healthz', '/readyz', '/metrics'].includes(path)) return routeTemplateOf(req);
  return WEB_APP_ROUTE;
}
