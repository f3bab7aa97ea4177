// The gateway as deployed (dist/server/gateway.js) in front of real service processes, three of
// them Jotto replicas: it spreads requests over all of them, rides out a replica killed mid-load,
// and its /readyz follows Redis going away and coming back.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  TEST_INTERNAL_SECRET,
  TEST_SESSION_SECRET,
  type TestDatabase,
} from '@hub/kit/testing';
import { Browserish } from '../support/http';
import { countByReplica, runLoad, type Sample } from '../support/load';
import {
  exited,
  freePort,
  ROOT,
  sleep,
  startNode,
  startPrivateNats,
  startPrivateRedis,
  waitForOk,
  type NodeProcess,
  type PrivateServer,
} from '../support/processes';

const SERVICES = ['auth', 'wordree', 'bloom', 'leaderboard', 'admin'] as const;
const JOTTO_REPLICAS = ['jotto-1', 'jotto-2', 'jotto-3'];

describe('the gateway in front of three Jotto replicas (per-process topology)', () => {
  let database: TestDatabase;
  let redis: PrivateServer;
  let nats: PrivateServer;
  const processes: NodeProcess[] = [];
  const replicas = new Map<string, { node: NodeProcess; url: string }>();
  let gatewayUrl = '';

  let serviceEnv: Record<string, string> = {};

  /** Starts a built entry point (on a free port, unless given one) and waits until it is up. */
  async function start(entry: string, env: Record<string, string>, givenPort?: number) {
    const port = givenPort ?? (await freePort());
    const node = startNode(entry, { ...env, PORT: String(port) });
    processes.push(node);
    try {
      await waitForOk(`http://127.0.0.1:${port}/healthz`, node.child);
    } catch (error) {
      throw new Error(`${entry} did not come up: ${String(error)}\n${node.output()}`);
    }
    return { node, url: `http://127.0.0.1:${port}` };
  }

  beforeAll(async () => {
    [database, redis, nats] = await Promise.all([
      createTestDatabase(),
      startPrivateRedis(),
      startPrivateNats(),
    ]);
    serviceEnv = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    };
    for (const replica of JOTTO_REPLICAS) {
      replicas.set(replica, await start('jotto', { ...serviceEnv, REPLICA_NAME: replica }));
    }
    // Admin calls one Jotto origin (services take one URL each); the gateway balances them all.
    const urls: Record<string, string> = { JOTTO_URL: replicas.get(JOTTO_REPLICAS[0]!)!.url };
    // One after another: admin is told where the services before it answer.
    for (const name of SERVICES) {
      const env = { ...serviceEnv, ...urls };
      // Auth in its own process is told where the site is; this test reads no mail.
      const extra: Record<string, string> =
        name === 'auth'
          ? {
              REDIS_URL: redis.url,
              SESSION_SECRET: TEST_SESSION_SECRET,
              PUBLIC_URL: 'http://hub.test',
            }
          : {};
      urls[`${name.toUpperCase()}_URL`] = (await start(name, { ...env, ...extra })).url;
    }
    urls.JOTTO_URL = [...replicas.values()].map((replica) => replica.url).join(',');
    const gateway = await start('gateway', {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      REDIS_URL: redis.url,
      SESSION_SECRET: TEST_SESSION_SECRET,
      INTERNAL_SECRET: TEST_INTERNAL_SECRET,
      WEB_DIST: path.join(ROOT, 'web', 'dist'),
      ...urls,
    });
    gatewayUrl = gateway.url;
    await waitForOk(`${gatewayUrl}/readyz`, gateway.node.child, 20_000);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((each) => each.stop()));
    await Promise.all([redis?.stop(), nats?.stop()]);
    await database?.drop();
  });

  /** `count` GETs of today's Jotto, 6 at a time: who served each, and the failures. */
  async function load(count: number, after?: (samples: Sample[]) => void) {
    const samples = await runLoad(new Browserish(gatewayUrl), '/api/jotto/daily', {
      concurrency: 6,
      enough: (done) => done.length >= count,
      after,
    });
    return {
      servedBy: samples.flatMap((sample) =>
        sample.status === 200 ? [String(sample.servedBy)] : [],
      ),
      failures: samples.flatMap((sample) =>
        sample.status === 200 ? [] : [`${sample.status} ${sample.failure ?? ''}`],
      ),
    };
  }

  const shareOf = (servedBy: string[], replica: string) =>
    servedBy.filter((name) => name === replica).length / servedBy.length;

  it('spreads 300 requests over the three replicas', async () => {
    const { servedBy, failures } = await load(300);
    expect(failures).toEqual([]);
    for (const replica of JOTTO_REPLICAS) {
      expect(shareOf(servedBy, replica), replica).toBeGreaterThanOrEqual(0.2);
    }
  }, 60_000);

  it("shows a player's guess on every replica's next read, though each kept a copy of their day", async () => {
    const player = new Browserish(gatewayUrl);
    const daily = async () => {
      const answer = await player.get('/api/jotto/daily');
      expect(answer.status).toBe(200);
      return {
        servedBy: String(answer.headers['x-served-by']),
        guesses: (answer.json as { guesses: unknown[] }).guesses.length,
      };
    };
    // Each replica reads the player's day (no guess yet) and keeps it, once its feed listens.
    for (let round = 0; round < 3; round++) {
      for (const read of await Promise.all(JOTTO_REPLICAS.map(() => daily()))) {
        expect(read.guesses).toBe(0);
      }
      await sleep(100);
    }

    expect((await player.post('/api/jotto/daily/guess', { guess: 'crane' })).status).toBe(200);
    const after = [];
    for (let read = 0; read < 9; read++) after.push(await daily());
    expect(new Set(after.map((read) => read.servedBy))).toEqual(new Set(JOTTO_REPLICAS));
    expect(after.map((read) => read.guesses)).toEqual(after.map(() => 1));
  }, 60_000);

  it('loses at most a handful of requests when a replica is killed mid-load, none after', async () => {
    const victim = replicas.get('jotto-2')?.node as NodeProcess;
    let killed = false;
    const during = await load(200, (done) => {
      if (done.length >= 50 && !killed) {
        killed = true;
        victim.child.kill('SIGKILL');
      }
    });
    expect(killed).toBe(true);
    // GETs that met the dead replica are retried on another one, so ideally none fails.
    expect(during.failures.length, during.failures.join('\n')).toBeLessThanOrEqual(3);

    const after = await load(150);
    expect(after.failures).toEqual([]);
    expect(after.servedBy).not.toContain('jotto-2');
    expect(shareOf(after.servedBy, 'jotto-1')).toBeGreaterThanOrEqual(0.3);
    expect(shareOf(after.servedBy, 'jotto-3')).toBeGreaterThanOrEqual(0.3);
    // Two replicas of three still serve: the gateway is ready.
    expect((await fetch(`${gatewayUrl}/readyz`)).status).toBe(200);
  }, 60_000);

  it('drains a replica stopped with SIGTERM under load: nothing fails, it is out within 5 s', async () => {
    const leaving = replicas.get('jotto-3')!;
    const stayed = replicas.get('jotto-1')!;
    let stoppedAt = 0;
    let exitedAfterMs = Number.NaN;
    let readyWhileLeaving: number | string = 200;
    // Guesses (POSTs) alongside the GETs: a write must not fail either.
    const writer = new Browserish(gatewayUrl);
    const writes: number[] = [];
    let writing = true;
    const guessing = (async () => {
      for (const guess of [
        'crane',
        'slate',
        'house',
        'light',
        'water',
        'brown',
        'plant',
        'sound',
      ]) {
        if (!writing) break;
        writes.push((await writer.post('/api/jotto/daily/guess', { guess })).status);
        await sleep(100);
      }
    })();
    const during = await load(300, async (done) => {
      if (done.length < 50 || stoppedAt) return;
      stoppedAt = performance.now();
      leaving.node.child.kill('SIGTERM');
      void exited(leaving.node.child).then(() => {
        exitedAfterMs = performance.now() - stoppedAt;
      });
      // The signal takes a moment to arrive; from then on the replica is not ready.
      const probe = () =>
        fetch(`${leaving.url}/readyz`).then(
          (answer) => answer.status,
          (error: Error) => error.message,
        );
      while ((readyWhileLeaving = await probe()) === 200) {
        if (performance.now() - stoppedAt > 500) break;
        await sleep(10);
      }
    });
    writing = false;
    await guessing;
    await exited(leaving.node.child);

    expect(during.failures, during.failures.join('\n')).toEqual([]);
    expect(
      writes.every((status) => status < 500),
      writes.join(' '),
    ).toBe(true);
    expect(readyWhileLeaving).not.toBe(200);
    expect(exitedAfterMs).toBeLessThan(5_000);
    expect(leaving.node.child.exitCode).toBe(0);
    expect((await fetch(`${stayed.url}/readyz`)).status).toBe(200);
  }, 60_000);

  /** Stops the replica (SIGTERM, drained) if it runs, and starts it again on its own address. */
  async function restart(name: string) {
    const { node, url } = replicas.get(name)!;
    if (node.child.exitCode === null && node.child.signalCode === null) {
      node.child.kill('SIGTERM');
      await exited(node.child);
    }
    const port = Number(new URL(url).port);
    replicas.set(name, await start('jotto', { ...serviceEnv, REPLICA_NAME: name }, port));
    await waitForOk(`${url}/readyz`, replicas.get(name)!.node.child);
  }

  it('restarts the replicas one at a time under load, as a rollout does: not one request fails', async () => {
    // The replicas the tests above stopped come back first, each on its address again.
    await restart('jotto-2');
    await restart('jotto-3');
    await sleep(1_500);
    let rolledOut = false;
    const rollout = (async () => {
      for (const name of JOTTO_REPLICAS) {
        await restart(name);
        // As a rollout waits for the new pod to be ready, and the gateway to see it.
        await sleep(1_500);
      }
      rolledOut = true;
    })();
    const samples = await runLoad(new Browserish(gatewayUrl), '/api/jotto/daily', {
      concurrency: 6,
      enough: () => rolledOut,
    });
    await rollout;
    const failures = samples.filter((sample) => sample.status !== 200);
    expect(samples.length).toBeGreaterThan(200);
    expect(
      failures.map((sample) => `${sample.status} ${sample.failure ?? ''}`),
      JSON.stringify(countByReplica(samples)),
    ).toEqual([]);
    // Every replica served again after its restart.
    const last = samples.slice(-150);
    expect(new Set(last.map((sample) => sample.servedBy))).toEqual(new Set(JOTTO_REPLICAS));
  }, 120_000);

  it('is not ready, quickly, while Redis is down, and ready again once it is back', async () => {
    const ready = await fetch(`${gatewayUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect((await ready.json()).checks).toMatchObject({ redis: 'ok', jotto: 'ok', auth: 'ok' });

    await redis.kill();
    await sleep(100);
    const startedAt = Date.now();
    const down = await fetch(`${gatewayUrl}/readyz`, { signal: AbortSignal.timeout(5_000) });
    const tookMs = Date.now() - startedAt;
    expect(down.status).toBe(503);
    const body = await down.json();
    expect(body.status).toBe('unavailable');
    expect(body.checks.redis).toBe('unavailable');
    expect(tookMs).toBeLessThan(1_000);

    await redis.start();
    await waitForOk(`${gatewayUrl}/readyz`, undefined, 20_000);
  }, 60_000);

  it('never answers /readyz, /healthz or /metrics with the web app', async () => {
    for (const probe of ['/readyz', '/healthz', '/metrics', '/metrics/anything']) {
      const response = await fetch(`${gatewayUrl}${probe}`);
      expect(response.headers.get('content-type'), probe).toMatch(/application\/json/);
      const text = await response.text();
      expect(text, probe).not.toContain('<div id="root">');
      if (probe.startsWith('/metrics')) expect(response.status, probe).toBe(404);
    }
    // The web app itself is there (so the checks above mean something).
    expect(await (await fetch(`${gatewayUrl}/profile`)).text()).toContain('<div id="root">');
  });
});
