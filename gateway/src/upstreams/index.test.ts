import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, metricsRegistry } from '@hub/kit';
import { connectUpstream, type ConnectedUpstream } from './index';

const readyReplicas = async () =>
  (await metricsRegistry.getSingleMetricAsString('hub_gateway_ready_replicas'))
    .split('\n')
    .find((line) => line.startsWith('hub_gateway_ready_replicas{service="counted"}'));

describe('connectUpstream', () => {
  let upstream: ConnectedUpstream | undefined;
  afterEach(() => upstream?.close());

  it('counts the replicas its probes find ready for hub_gateway_ready_replicas, until closed', async () => {
    const replica = http.createServer((_req, res) => res.end('{"status":"ok"}'));
    await new Promise<void>((resolve) => replica.listen(0, '127.0.0.1', resolve));
    const { port } = replica.address() as AddressInfo;
    upstream = connectUpstream(
      'counted',
      { url: `http://127.0.0.1:${port}` },
      createLogger('upstream-test', 'silent'),
    );
    await vi.waitFor(async () => expect(await readyReplicas()).toMatch(/ 1$/), { timeout: 3_000 });

    replica.closeAllConnections();
    await new Promise((resolve) => replica.close(resolve));
    await vi.waitFor(async () => expect(await readyReplicas()).toMatch(/ 0$/), { timeout: 5_000 });

    upstream.close();
    upstream = undefined;
    expect(await readyReplicas()).toBeUndefined();
    // Its two waits may take 8 s together on a busy machine: more than Vitest's 5 s default.
  }, 15_000);
});
