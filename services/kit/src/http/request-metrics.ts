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

/** The counter and histogram of one set of labels, kept so a request does not hash its labels. */
interface Series {
  count: ReturnType<typeof httpRequests.labels>;
  duration: ReturnType<typeof httpRequestDuration.labels>;
}
const seriesByKey = new Map<string, Series>();

/**
 * Counts a request that is over, and how long it took, by route template, method and status.
 * Called from the one 'close' listener each app's request tracking puts on a response: a proxied
 * answer already brings a response near Node's ten-listener warning (compression, the pipeline,
 * on-finished). Route templates and statuses are few, so their series are few too.
 */
export function recordRequest(request: FinishedRequest, startedMs: number): void {
  const status = String(request.status);
  const key = `${request.service} ${request.method} ${request.route} ${status}`;
  let series = seriesByKey.get(key);
  if (!series) {
    const labels = { ...request, status };
    series = { count: httpRequests.labels(labels), duration: httpRequestDuration.labels(labels) };
    seriesByKey.set(key, series);
  }
  series.count.inc();
  series.duration.observe((performance.now() - startedMs) / 1000);
}
