import { describe, expect, it } from 'vitest';
import { Balancer } from './balancer';

const A = 'http://10.0.0.1:3003';
const B = 'http://10.0.0.2:3003';
const C = 'http://10.0.0.3:3003';

function balancerAt(addresses: string[]) {
  const clock = { now: 0 };
  const balancer = new Balancer({ now: () => clock.now, baseDownMs: 3_000, maxDownMs: 30_000 });
  balancer.setAddresses(addresses);
  return { balancer, clock };
}

const picks = (balancer: Balancer, count: number) =>
  Array.from({ length: count }, () => balancer.pick());

describe('Balancer', () => {
  it('takes the addresses in turn, request by request', () => {
    const { balancer } = balancerAt([A, B, C]);
    expect(picks(balancer, 6)).toEqual([A, B, C, A, B, C]);
  });

  it('ignores duplicate addresses', () => {
    const { balancer } = balancerAt([A, B, A]);
    expect(balancer.all()).toEqual([A, B]);
    expect(picks(balancer, 4)).toEqual([A, B, A, B]);
  });

  it('skips the addresses a request already tried', () => {
    const { balancer } = balancerAt([A, B, C]);
    expect(balancer.pick(new Set([A]))).toBe(B);
    expect(balancer.pick(new Set([C, A]))).toBe(B);
    expect(balancer.pick(new Set([A, B, C]))).toBeUndefined();
  });

  it('leaves a down address out of turn until its time is up', () => {
    const { balancer, clock } = balancerAt([A, B, C]);
    balancer.markDown(B);
    expect(balancer.live()).toEqual([A, C]);
    expect(picks(balancer, 4)).toEqual([A, C, A, C]);
    clock.now = 2_999;
    expect(balancer.isLive(B)).toBe(false);
    clock.now = 3_000;
    expect(balancer.isLive(B)).toBe(true);
    expect(picks(balancer, 3)).toEqual([A, B, C]);
  });

  it('keeps an address that keeps failing out longer each time, up to the limit', () => {
    const { balancer, clock } = balancerAt([A, B]);
    const downFor = () => {
      const since = clock.now;
      balancer.markDown(B);
      while (!balancer.isLive(B)) clock.now += 1_000;
      return clock.now - since;
    };
    expect([downFor(), downFor(), downFor(), downFor(), downFor()]).toEqual([
      3_000, 6_000, 12_000, 24_000, 30_000,
    ]);
    balancer.markUp(B);
    expect(downFor()).toBe(3_000);
  });

  it('has nothing to offer when every address is down, and says when one is due back', () => {
    const { balancer, clock } = balancerAt([A, B]);
    balancer.markDown(A);
    clock.now = 1_000;
    balancer.markDown(B);
    expect(balancer.pick()).toBeUndefined();
    expect(balancer.msUntilLive()).toBe(2_000);
    clock.now = 3_000;
    expect(balancer.pick()).toBe(A);
    expect(balancer.msUntilLive()).toBe(0);
  });

  it('follows a new DNS answer: new addresses join, dropped ones go with their down state', () => {
    const { balancer, clock } = balancerAt([A]);
    balancer.markDown(A);
    balancer.setAddresses([A, B, C]);
    expect(balancer.live()).toEqual([B, C]);
    balancer.setAddresses([B, C]);
    balancer.setAddresses([A, B, C]);
    // A came back in a later answer (a new container on an old IP): it starts afresh.
    expect(balancer.live()).toEqual([A, B, C]);
    balancer.setAddresses([C]);
    expect(picks(balancer, 2)).toEqual([C, C]);
    clock.now = 10_000;
    balancer.setAddresses([]);
    expect(balancer.pick()).toBeUndefined();
  });

  it('ignores failures of addresses it does not list', () => {
    const { balancer } = balancerAt([A]);
    balancer.markDown(B);
    balancer.setAddresses([A, B]);
    expect(balancer.live()).toEqual([A, B]);
  });

  it('counts the failures that arrive while an address is down once', () => {
    const { balancer, clock } = balancerAt([A, B]);
    for (let request = 0; request < 20; request += 1) balancer.markDown(B);
    clock.now = 3_000;
    // One failure's time, not twenty doublings.
    expect(balancer.isLive(B)).toBe(true);
  });

  it('puts an address a probe found ready in turn at once, and keeps one out while probes fail', () => {
    const { balancer, clock } = balancerAt([A, B]);
    // Starting: no connection yet to one that never answered leaves it in turn.
    balancer.probed(B, 'unreachable');
    expect(balancer.live()).toEqual([A, B]);
    balancer.markDown(B);
    balancer.markDown(B);
    clock.now = 500;
    balancer.probed(B, 'ready');
    expect(picks(balancer, 2)).toEqual([A, B]);

    // Gone (or draining: its /readyz says 503): out, and out for as long as the probes say so.
    balancer.probed(B, 'unreachable');
    expect(balancer.live()).toEqual([A]);
    for (let second = 1; second <= 10; second += 1) {
      clock.now = 500 + second * 1_000;
      balancer.probed(B, second % 2 ? 'unready' : 'unreachable');
      expect(balancer.isLive(B)).toBe(false);
    }
    balancer.probed(B, 'ready');
    expect(balancer.live()).toEqual([A, B]);
    // Probes of addresses DNS no longer lists change nothing.
    balancer.probed(C, 'unreachable');
    expect(balancer.all()).toEqual([A, B]);
  });

  it('sends to a replica that answers not ready only when none is ready: the only one draining', () => {
    const { balancer } = balancerAt([A, B]);
    balancer.probed(B, 'ready');
    balancer.probed(A, 'unready');
    expect(picks(balancer, 3)).toEqual([B, B, B]);
    balancer.probed(B, 'unreachable');
    expect(balancer.live()).toEqual([]);
    expect(picks(balancer, 2)).toEqual([A, A]);
    expect(balancer.pick(new Set([A]))).toBeUndefined();
    // Its port closed: a refused connection takes away the last resort too.
    balancer.markDown(A);
    expect(balancer.pick()).toBeUndefined();
  });
});
