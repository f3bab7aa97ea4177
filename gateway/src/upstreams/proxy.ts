import type { IncomingMessage, ServerResponse } from 'node:http';
import { Agent } from 'undici';
import { gatewayUpstreamDuration, keepLogContext, type Logger } from '@hub/kit';
import type { Balancer } from './balancer';
import { forward, UPSTREAM_AGENT_OPTIONS, type AttemptFailure } from './forward';
import type { UpstreamPool } from './pool';
import { PROBE_EVERY_MS } from './probes';

/** Methods that change nothing, so a second try cannot do anything twice (RFC 9110 §9.2.2). */
const SAFE_TO_REPEAT = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A replica that could not be reached is out of turn for a while. One that dropped a connection
 * is not judged by it: a replica that died refuses the next connection, which proves it, while a
 * drop alone may be one request's doing (or a keep-alive socket closed just as it was reused).
 */
const provesDown = (failure: AttemptFailure) => failure.kind === 'connect';

/** A JSON answer of the gateway's own, written to a response that no app sends for it. */
export function answerJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function unavailable(res: ServerResponse, service: string, balancer: Balancer, status = 502): void {
  const nothingLive = balancer.live().length === 0;
  // When to look again: the next probe may put a replica back (probes.ts), or the first is due.
  const backInMs = Math.min(balancer.msUntilLive(), PROBE_EVERY_MS);
  const retryAfter = nothingLive
    ? { 'retry-after': String(Math.max(1, Math.ceil(backInMs / 1000))) }
    : undefined;
  const message =
    status === 504
      ? `The ${service} service took too long to answer. Please try again.`
      : `The ${service} service is unavailable. Please try again.`;
  answerJson(res, nothingLive && status !== 504 ? 503 : status, { message }, retryAfter);
}

/** Passes a request on and writes the answer into `res` itself, whatever happens. */
export type Forwarder = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Forwards each request, path untouched, to the next live replica of the service, with the body
 * bytes the gateway read (`req.rawBody`). A request that no replica received (connection refused)
 * or that is safe to repeat and lost its connection before any answer is tried once more on
 * another replica (the same bytes); anything else gets a JSON 502 (504 on a timeout), or a 503
 * with Retry-After when no replica is live at all.
 */
export function poolProxy(pool: UpstreamPool, logger: Logger): Forwarder {
  const { service } = pool;
  // One keep-alive agent: it keeps a pool of sockets per address, while the balancer chooses the
  // address per request, so keep-alive saves handshakes without pinning a replica.
  const agent = new Agent(UPSTREAM_AGENT_OPTIONS);

  /** One request, sent to a replica and, if it may be, once more to another. */
  const send = (balancer: Balancer, req: IncomingMessage, body: Buffer, res: ServerResponse) => {
    const tried = new Set<string>();
    let retried = false;
    // `fallback`: the replica just tried, when its connection dropped but the replica itself is
    // not in doubt and no other is live (a single replica: try it again).
    const attempt = (fallback?: string) => {
      const origin = balancer.pick(tried) ?? fallback;
      if (!origin) return unavailable(res, service, balancer);
      tried.add(origin);
      const started = performance.now();
      const took = (outcome: string) =>
        gatewayUpstreamDuration.observe({ service, outcome }, (performance.now() - started) / 1000);
      forward(req, body, res, origin, agent, {
        onResponse: () => {
          took('response');
          balancer.markUp(origin);
        },
        // Kept to this request: a pooled socket's events come in the context of whichever
        // request opened it, and the line below must carry this one's id.
        onFailure: keepLogContext((failure: AttemptFailure) => {
          const { kind, error } = failure;
          took(kind);
          if (provesDown(failure)) balancer.markDown(origin);
          logger.warn({ service, origin, kind, err: error }, 'upstream attempt failed');
          // A refused connection never reached the replica, so any request may go to another
          // (a replica stopping has closed its port); a dropped one may have been acted on.
          const repeatable =
            kind === 'connect' || (kind === 'dropped' && SAFE_TO_REPEAT.has(req.method ?? ''));
          if (repeatable && !retried) {
            retried = true;
            return attempt(balancer.isUsable(origin) ? origin : undefined);
          }
          unavailable(res, service, balancer, kind === 'timeout' ? 504 : 502);
        }),
      });
    };
    attempt();
  };

  return (req, res) => {
    const body = req.rawBody;
    if (!body) throw new Error('readBody must run before the proxy');
    pool.current().then(
      (balancer) => send(balancer, req, body, res),
      (error: unknown) => {
        logger.error({ service, err: error }, 'upstream pool failed');
        answerJson(res, 502, {
          message: `The ${service} service is unavailable. Please try again.`,
        });
      },
    );
  };
}
