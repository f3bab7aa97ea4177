import type { Logger } from '@hub/kit';
import type { UpstreamPool } from './pool';
import type { Readiness } from './balancer';
import { readinessOf } from './readiness';

/** How often the gateway asks each replica whether it is ready. */
export const PROBE_EVERY_MS = 1_000;

export interface ProbeOptions {
  everyMs?: number;
  /** What the replica at `origin` says of its readiness (its /readyz, in time). */
  probe?: (origin: string) => Promise<Readiness>;
  logger?: Logger;
}

/**
 * Asks every replica of the pool for its readiness once every `everyMs`, and tells the balancer:
 * a replica restarted after a crash is back in turn within a probe of answering, and one that
 * drains before it stops (its /readyz says 503) is out of turn before it closes its port, so
 * neither costs a client a failed request. A probe still waiting for its answer is not sent
 * again. Returns the function that stops probing; the timer never keeps the process alive.
 */
export function probeReplicas(
  pool: UpstreamPool,
  { everyMs = PROBE_EVERY_MS, probe = readinessOf, logger }: ProbeOptions = {},
): () => void {
  const waiting = new Set<string>();
  const round = async () => {
    const balancer = await pool.current();
    for (const origin of balancer.all()) {
      if (waiting.has(origin)) continue;
      waiting.add(origin);
      const wasLive = balancer.isLive(origin);
      void probe(origin)
        .catch((): Readiness => 'unreachable')
        .then((found) => {
          balancer.probed(origin, found);
          if ((found === 'ready') !== wasLive) {
            logger?.info({ service: pool.service, origin, found }, 'upstream replica probed');
          }
        })
        .finally(() => waiting.delete(origin));
    }
  };
  const tick = () => {
    round().catch((error: unknown) =>
      logger?.warn({ service: pool.service, err: error }, 'upstream probe round failed'),
    );
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
