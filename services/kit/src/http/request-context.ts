import type { IncomingMessage, ServerResponse } from 'node:http';
import { keepLogContext, withLogContext } from '../log-context';
import type { Logger } from '../logger';
import { CLIENT_CLOSED_REQUEST, recordRequest } from './request-metrics';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';

/** Probes and scrapes come every few seconds: at info they would drown the players' requests. */
const OPERATOR_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** What is logged and counted of a request once it is over (asked then: the route is known). */
export interface RequestSummary {
  /** Whose request it was: the service's name, or `gateway`. */
  service: string;
  method: string;
  /** Without the query, where OAuth codes travel. */
  path: string;
  /** The route's template (request-metrics.ts). */
  route: string;
}

/**
 * The start of every request in every app (gateway and services): settles the request's id (the
 * valid X-Request-Id it came with, or a new one), passes it on to whatever the request is
 * forwarded to and returns it in the answer, runs the rest of the request (`next`) in a log
 * context that carries it, and logs one line and counts it (request-metrics.ts) when the request
 * is over, so refusals and 404s count too. The line says only the method, the path, the status
 * and the time: never headers or bodies.
 */
export function trackRequest(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  summary: () => RequestSummary,
  next: () => void,
): void {
  const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
  // The gateway forwards the client's headers as they are now: the service gets this very id.
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  const started = performance.now();
  withLogContext({ requestId }, () => {
    // Kept here: 'close' is emitted from the socket, outside the request's context.
    res.once(
      'close',
      keepLogContext(() => {
        const { service, method, path, route } = summary();
        const status = res.headersSent ? res.statusCode : CLIENT_CLOSED_REQUEST;
        recordRequest({ service, method, route, status }, started);
        const level = OPERATOR_PATHS.has(path) ? 'debug' : 'info';
        // Checked first: at a quieter level the line is not even put together.
        if (!logger.isLevelEnabled(level)) return;
        const durationMs = Math.round((performance.now() - started) * 10) / 10;
        const line = { method, path, status, durationMs };
        logger[level](line, res.headersSent ? 'request completed' : 'request aborted');
      }),
    );
    next();
  });
}
