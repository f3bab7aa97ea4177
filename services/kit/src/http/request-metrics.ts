import type { Request, Response } from 'express';
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
 * Counts a request that is over, and how long it took, by route template, method and status.
 * Called from requestContext's one 'close' listener: a proxied answer already brings a response
 * near Node's ten-listener warning (compression, the pipeline, on-finished).
 */
export function recordRequest(
  req: Request,
  res: Response,
  startedMs: number,
  { service, routeOf = routeTemplateOf }: RequestMetricsOptions,
): void {
  const labels = {
    service,
    method: req.method,
    route: routeOf(req),
    status: String(res.headersSent ? res.statusCode : CLIENT_CLOSED_REQUEST),
  };
  httpRequests.inc(labels);
  httpRequestDuration.observe(labels, (performance.now() - startedMs) / 1000);
}
