import type { Request, RequestHandler } from 'express';
import { httpRequestDuration, httpRequests } from '../metrics';
import { routeTemplateOf } from './route-template';

/** The status counted for a request whose client left before any answer was sent (nginx's). */
export const CLIENT_CLOSED_REQUEST = 499;

export interface RequestMetricsOptions {
  /** Whose requests these are: the service's name, or `gateway`. */
  service: string;
  /** The route label of an answered request; by default the template of the Express route. */
  routeOf?: (req: Request) => string;
}

/**
 * Counts each request and how long it took, once it is over, by route template, method and
 * status: the first middleware of an app, so refusals and 404s are counted too.
 */
export function requestMetrics(options: RequestMetricsOptions): RequestHandler {
  const { service, routeOf = routeTemplateOf } = options;
  return (req, res, next) => {
    const started = performance.now();
    // 'close' comes last either way: after the answer, or when the client went away first.
    res.once('close', () => {
      const labels = {
        service,
        method: req.method,
        route: routeOf(req),
        status: String(res.headersSent ? res.statusCode : CLIENT_CLOSED_REQUEST),
      };
      httpRequests.inc(labels);
      httpRequestDuration.observe(labels, (performance.now() - started) / 1000);
    });
    next();
  };
}
