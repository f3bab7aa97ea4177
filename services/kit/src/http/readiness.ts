import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { dependencyUp } from '../metrics';

/** What /readyz reports: each dependency a process cannot work without, by name. */
export type ReadinessChecks = Record<string, () => Promise<boolean>>;

/**
 * A probe must answer within its orchestrator's timeout, so a dependency that hangs (a server gone
 * without a reset, a client queueing commands while it reconnects) counts as unavailable after
 * this long instead of holding /readyz open.
 */
export const READINESS_CHECK_TIMEOUT_MS = 1_000;

/** Settles with `promise`, or with `fallback` once `ms` have passed, whichever comes first. */
export function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** What /readyz answers. */
export interface ReadinessReport {
  httpStatus: 200 | 503;
  body: { status: 'ok' | 'degraded' | 'unavailable'; checks: Record<string, string> };
}

/** Each check of `set`, run at once, each given READINESS_CHECK_TIMEOUT_MS: a throw is a no. */
function runChecks(set: ReadinessChecks): Promise<(readonly [string, boolean])[]> {
  return Promise.all(
    Object.entries(set).map(async ([name, check]) => {
      const attempt = Promise.resolve()
        .then(check)
        .catch(() => false);
      return [name, await withTimeout(attempt, READINESS_CHECK_TIMEOUT_MS, false)] as const;
    }),
  );
}

/**
 * Runs the checks for GET /readyz: 200 when every check passes, else 503; either way, which check
 * says what. `informational` checks are reported too, but only make the answer "degraded" (still
 * 200): for what this process can work without for a while.
 */
export async function checkReadiness(
  checks: ReadinessChecks,
  informational: ReadinessChecks = {},
): Promise<ReadinessReport> {
  const [required, reported] = await Promise.all([runChecks(checks), runChecks(informational)]);
  const ready = required.every(([, ok]) => ok);
  const complete = reported.every(([, ok]) => ok);
  const state = ([name, ok]: readonly [string, boolean]) => [name, ok ? 'ok' : 'unavailable'];
  return {
    httpStatus: ready ? 200 : 503,
    body: {
      status: !ready ? 'unavailable' : complete ? 'ok' : 'degraded',
      checks: Object.fromEntries([...required, ...reported].map(state)),
    },
  };
}

/**
 * Reports `service`'s readiness checks as `hub_dependency_up`, run again at each scrape, until the
 * returned function is called.
 */
export function reportDependencies(service: string, checks: ReadinessChecks): () => void {
  return dependencyUp.add(async () =>
    (await runChecks(checks)).map(([dependency, ok]) => ({
      labels: { service, dependency },
      value: ok ? 1 : 0,
    })),
  );
}

/**
 * GET /readyz on `app`, from `checks` (and `informational`, reported without failing it), and
 * `checks` as `hub_dependency_up` at each scrape while the app is open: the one probe of the
 * gateway and of every service.
 */
export function serveReadiness(
  app: FastifyInstance,
  service: string,
  checks: ReadinessChecks,
  informational: ReadinessChecks = {},
): void {
  app.get('/readyz', async (_request, reply) => {
    const { httpStatus, body } = await checkReadiness(checks, informational);
    return reply.code(httpStatus).send(body);
  });
  const stopReporting = reportDependencies(service, checks);
  app.addHook('onClose', async () => stopReporting());
}

/**
 * Redis answers PING. A client that is not connected says no at once: ioredis would otherwise
 * queue the command until it reconnects.
 */
export async function pingRedis(redis: Redis): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  return (await redis.ping()) === 'PONG';
}
