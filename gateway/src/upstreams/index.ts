import type { RequestListener } from 'node:http';
import { gatewayReadyReplicas, type Logger } from '@hub/kit';
import { UpstreamPool } from './pool';
import { probeReplicas } from './probes';
import { poolProxy, type Forwarder } from './proxy';
import { anyReplicaReady } from './readiness';
import { parseUpstreamUrls } from './urls';

export { answerJson, type Forwarder } from './proxy';
export { answersReady } from './readiness';
export { PROBE_EVERY_MS } from './probes';
export { upstreamUrls } from './urls';

/**
 * Where a service runs: its own processes (`url`: one origin or a comma-separated list, each host
 * resolved to every address it has, all balanced) or inside this one (`handler`, its app mounted
 * as is).
 */
export type Upstream = { url: string } | { handler: RequestListener };

export interface ConnectedUpstream {
  /** Forwards a request, path untouched, to the service, which answers on `res` itself. */
  forward: Forwarder;
  /** The service runs in this process: it is handed the request itself, with no wire between. */
  inProcess: boolean;
  /** Whether the service can answer; absent for an in-process app (the host reports that). */
  ready?: () => Promise<boolean>;
  /** Stops what it runs in the background (its replicas' probes). */
  close(): void;
}

export function connectUpstream(
  service: string,
  upstream: Upstream,
  logger: Logger,
): ConnectedUpstream {
  if ('handler' in upstream) {
    return { forward: upstream.handler, inProcess: true, close: () => {} };
  }
  const pool = new UpstreamPool(service, parseUpstreamUrls(upstream.url), { logger });
  const stopProbing = probeReplicas(pool, { logger });
  const stopCounting = gatewayReadyReplicas.add(() => [
    { labels: { service }, value: pool.balancer.live().length },
  ]);
  return {
    forward: poolProxy(pool, logger),
    inProcess: false,
    ready: anyReplicaReady(pool),
    close: () => {
      stopProbing();
      stopCounting();
    },
  };
}
