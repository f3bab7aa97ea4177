import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Readiness } from './balancer';
import { UpstreamPool } from './pool';
import { probeReplicas } from './probes';
import { parseUpstreamUrls } from './urls';

const A = 'http://10.0.0.1:3003';
const B = 'http://10.0.0.2:3003';

function probedPool(ready: Record<string, Readiness | 'hang'>) {
  const pool = new UpstreamPool('jotto', parseUpstreamUrls(`${A},${B}`));
  const asked: string[] = [];
  const stop = probeReplicas(pool, {
    everyMs: 1_000,
    probe: (origin) => {
      asked.push(origin);
      const answer = ready[origin];
      return answer === 'hang'
        ? new Promise<Readiness>(() => {})
        : Promise.resolve(answer ?? 'unreachable');
    },
  });
  return { pool, asked, stop };
}

describe('probeReplicas', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes out a replica whose probe fails and puts it back within a probe of answering', async () => {
    vi.useFakeTimers();
    const ready: Record<string, Readiness> = { [A]: 'ready', [B]: 'unready' };
    const { pool, stop } = probedPool(ready);
    await vi.advanceTimersByTimeAsync(0);
    expect(pool.balancer.live()).toEqual([A]);

    ready[B] = 'ready';
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pool.balancer.live()).toEqual([A, B]);

    // A replica draining before it stops says 503: out before it closes its port.
    ready[A] = 'unready';
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pool.balancer.live()).toEqual([B]);
    // Gone: out, until it answers again.
    ready[B] = 'unreachable';
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pool.balancer.live()).toEqual([]);
    stop();
  });

  it('does not ask a replica again while its last probe waits for an answer, and stops', async () => {
    vi.useFakeTimers();
    const { asked, stop } = probedPool({ [A]: 'hang', [B]: 'ready' });
    await vi.advanceTimersByTimeAsync(3_500);
    expect(asked.filter((origin) => origin === A)).toHaveLength(1);
    expect(asked.filter((origin) => origin === B)).toHaveLength(4);
    stop();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(asked.filter((origin) => origin === B)).toHaveLength(4);
  });
});
