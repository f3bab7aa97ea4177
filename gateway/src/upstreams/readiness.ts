import { READINESS_CHECK_TIMEOUT_MS } from '@hub/kit';
import type { Readiness } from './balancer';
import type { UpstreamPool } from './pool';

/**
 * Half the gateway's own limit per check: a service whose readiness hangs (its Redis gone, say)
 * must not make the gateway's /readyz itself late for its prober.
 */
const PROBE_TIMEOUT_MS = READINESS_CHECK_TIMEOUT_MS / 2;

/**
 * What `origin` answers GET /readyz within PROBE_TIMEOUT_MS: a 2xx, another status or no answer
 * in time (it is there, busy or on its way out), or no connection at all.
 */
export async function readinessOf(origin: string): Promise<Readiness> {
  try {
    const response = await fetch(new URL('/readyz', origin), {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? 'ready' : 'unready';
  } catch (error) {
    return error instanceof DOMException && error.name === 'TimeoutError'
      ? 'unready'
      : 'unreachable';
  }
}

/** True when `origin` answers GET /readyz with a 2xx within PROBE_TIMEOUT_MS. */
export async function answersReady(origin: string): Promise<boolean> {
  return (await readinessOf(origin)) === 'ready';
}

/** True as soon as one of `checks` is; false when none is. */
function anyOf(checks: Promise<boolean>[]): Promise<boolean> {
  const passing = checks.map((check) => check.then((ok) => (ok ? true : Promise.reject())));
  return Promise.any(passing).catch(() => false);
}

/**
 * The service is ready when at least one of its replicas is (all asked at once). The answer is
 * kept for `cacheMs`: /readyz is public, and a burst of probes must cost the services one round.
 */
export function anyReplicaReady(pool: UpstreamPool, cacheMs = 1_000): () => Promise<boolean> {
  let last: { at: number; ready: Promise<boolean> } | undefined;
  return () => {
    if (!last || Date.now() - last.at >= cacheMs) {
      const ready = pool.current().then((balancer) => anyOf(balancer.all().map(answersReady)));
      last = { at: Date.now(), ready };
    }
    return last.ready;
  };
}
