import { httpRequestDuration, httpRequests } from '../metrics';

/** The status counted for a request whose client left before any answer was sent (nginx's). */
export const CLIENT_CLOSED_REQUEST = 499;

/** A request that is over, as it is counted. */
export interface FinishedRequest {
  /** Whose request it was: the service's name, or `gateway`. */
  service: string;
  method: string;
  /** The template of the route that answered (never the raw path), or UNMATCHED_ROUTE. */
  route: string;
  /** The status sent, or CLIENT_CLOSED_REQUEST. */
  status: number;
}

/**
 * Counts a request that is over, and how long it took, by route template, method and status.
 * Called from the one 'close' listener each app's request tracking puts on a response: a proxied
 * answer already brings a response near Node's ten-listener warning (compression, the pipeline,
 * on-finished).
 */
export function recordRequest(request: FinishedRequest, startedMs: number): void {
  const labels = { ...request, status: String(request.status) };
  httpRequests.inc(labels);
  httpRequestDuration.observe(labels, (performance.now() - startedMs) / 1000);
}
