// Redis holds every session. When it goes away, players must learn it at once (a 503 with
// Retry-After, not a 500 after seconds of retries), probes must say "not ready", and when it comes
// back everything must work again by itself, with the sessions it had.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browserish } from '../support/http';
import { signUpVerified } from '../support/accounts';
import { startProcessStack } from '../support/process-stack';
import type { TestStack } from '../support/stack';
import { sleep } from '../support/processes';

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('did not recover in time');
    await sleep(200);
  }
}

describe('a Redis outage, each service its own process', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startProcessStack();
  }, 120_000);
  afterAll(() => stack?.stop());

  it('answers a fast 503 with Retry-After, reports not ready, and recovers with the sessions', async () => {
    const redis = stack.infrastructure!.redis;
    const player = new Browserish(stack.url);
    const email = `outage-${Date.now()}@example.com`;
    await signUpVerified(stack, player, { email, password: 'correct horse battery' });
    expect((await player.get('/api/jotto/daily')).status).toBe(200);

    await redis.kill();

    for (const [who, path] of [
      [player, '/api/jotto/daily'],
      [player, '/api/user'],
      [new Browserish(stack.url), '/api/bloom/daily'],
    ] as const) {
      const { value: answer, ms } = await timed(() => who.get(path));
      expect(answer.status, path).toBe(503);
      expect(ms, path).toBeLessThan(1_000);
      expect(answer.headers['retry-after'], path).toMatch(/^\d+$/);
      expect(answer.json.message, path).toMatch(/try again/i);
      expect(answer.headers['set-cookie'], path).toBeUndefined();
    }
    const signIn = await timed(() =>
      new Browserish(stack.url).post('/api/auth/login', {
        email,
        password: 'correct horse battery',
      }),
    );
    expect(signIn.value.status).toBe(503);
    expect(signIn.ms).toBeLessThan(1_000);

    for (const url of [stack.url, stack.serviceUrls.auth]) {
      const { value: ready, ms } = await timed(() => fetch(`${url}/readyz`));
      expect(ready.status, url).toBe(503);
      expect(ms, url).toBeLessThan(1_500);
      // Liveness stays: restarting the process would not bring Redis back.
      expect((await fetch(`${url}/healthz`)).status, url).toBe(200);
    }

    await redis.start();
    // Each process's Redis client reconnects on its own back-off: the gateway may be first.
    for (const url of [stack.url, stack.serviceUrls.auth]) {
      await eventually(async () => (await fetch(`${url}/readyz`)).status === 200);
    }
    // The append-only file kept the session: still signed in, same player.
    const me = await player.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(email);
    expect((await player.get('/api/jotto/daily')).status).toBe(200);
  }, 60_000);
});
