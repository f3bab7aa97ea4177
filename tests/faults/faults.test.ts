// The fault suite (`npm run test:faults`): the per-process topology, with its own Redis and NATS,
// under a steady load of readers and of new players finishing today's Jotto, broken one way after
// another. After each fault the books must balance: every finished game the game stored is
// counted by the leaderboard exactly once. Budgets are the issue's: docs/operations.md, "Failure
// modes".
import { randomUUID } from 'node:crypto';
import { connect } from 'nats';
import pg from 'pg';
import { DEFAULT_DRAIN_MS, SHUTDOWN_DEADLINE_MS } from '@hub/kit';
import { TcpProxy } from '@hub/kit/testing';
import { SERVICES, type AdminDeadLetter, type AdminDeadLetters } from '@hub/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../support/accounts';
import { Browserish } from '../support/http';
import { startProcessStack } from '../support/process-stack';
import { sleep, waitForOk } from '../support/processes';
import type { StackProcesses, TestStack } from '../support/stack';
import { ClientView, RESET, tally } from './client-view';
import { books, SteadyLoad, todaysJottoWord } from './steady-load';

/**
 * Within `withinMs`, every finished game the game stored is counted by the leaderboard, once, and
 * every finish a player was told of is stored. New finishes wait meanwhile (readers go on), so
 * the books can balance at one instant.
 */
async function booksBalance(stack: TestStack, load: SteadyLoad, withinMs: number) {
  await load.holdFinishes();
  try {
    const confirmed = load.confirmedFinishes;
    const deadline = performance.now() + withinMs;
    let last = await books(stack.databaseUrl);
    while (last.counted !== last.stored && performance.now() < deadline) {
      await sleep(100);
      last = await books(stack.databaseUrl);
    }
    expect(last.counted, 'finished games counted by the leaderboard').toBe(last.stored);
    expect(last.mostForOnePlayer, 'a player counted twice').toBeLessThanOrEqual(1);
    expect(last.stored, 'a finish the player was told of is lost').toBeGreaterThanOrEqual(
      confirmed,
    );
  } finally {
    load.releaseFinishes();
  }
}

/** When the view first saw a 200 for a request sent after `since` (performance.now() times). */
async function firstAnswerAfter(view: ClientView, since: number): Promise<number> {
  const deadline = since + 10_000;
  for (;;) {
    const answered = view.between(since).find(({ outcome }) => outcome === 200);
    if (answered) return answered.sentAt;
    if (performance.now() > deadline) return Number.POSITIVE_INFINITY;
    await sleep(20);
  }
}

/** How long until the jotto outbox starts draining: the relay's first publish. */
async function untilOutboxDrains(stack: TestStack, timeoutMs: number): Promise<number> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  const pending = async () =>
    (await client.query('SELECT count(*)::int AS n FROM jotto.outbox WHERE published_at IS NULL'))
      .rows[0].n as number;
  try {
    const started = performance.now();
    const before = await pending();
    while ((await pending()) >= before && performance.now() - started < timeoutMs) await sleep(50);
    return performance.now() - started;
  } finally {
    await client.end();
  }
}

describe('the per-process topology under faults', () => {
  let stack: TestStack;
  let processes: StackProcesses;
  let load: SteadyLoad;

  const ADMIN_EMAIL = 'operator@example.com';

  beforeAll(async () => {
    stack = await startProcessStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    processes = stack.processes!;
    load = new SteadyLoad(stack.url, await todaysJottoWord(stack.databaseUrl, stack.url));
    load.start();
    await sleep(2_000);
  }, 120_000);

  afterAll(async () => {
    await load?.stop();
    await stack?.stop();
  });

  it('survives kill -9 of each service in turn: restarted, it has counted every game within 8 s', async () => {
    for (const service of SERVICES) {
      await processes.signal(service, 'SIGKILL');
      await sleep(500);
      await processes.start(service);
      // A consumer killed mid-batch: what it had fetched comes back after the 5 s ack wait.
      await booksBalance(stack, load, 8_000);
    }
    expect(load.confirmedFinishes).toBeGreaterThan(0);
  });

  it('drains the gateway on SIGTERM: every request it took is answered, never reset; out after the drain', async () => {
    const view = new ClientView(`${stack.url}/api/jotto/daily`, 20);
    try {
      await sleep(1_000);
      const signalled = performance.now();
      const { code, exitedAfterMs } = await processes.signal('gateway', 'SIGTERM');
      await view.stop();
      expect(code).toBe(0);
      expect(exitedAfterMs).toBeGreaterThanOrEqual(DEFAULT_DRAIN_MS);
      expect(exitedAfterMs).toBeLessThan(DEFAULT_DRAIN_MS + SHUTDOWN_DEADLINE_MS);

      // Through the drain the port stays open and every request is answered as before, those
      // in flight at the signal included.
      const drained = view.between(signalled - 1_000, signalled + DEFAULT_DRAIN_MS - 250);
      expect(drained.length).toBeGreaterThan(50);
      expect(
        drained.every(({ outcome }) => outcome === 200),
        JSON.stringify(tally(drained)),
      ).toBe(true);
      // Then the port closes: refused from then on. The one reset a lone gateway cannot spare
      // (a load balancer in front stops sending during the drain) is the kernel's, of a connection
      // it still held unaccepted as the port closed: at that instant, never under a request.
      const after = view.between(signalled);
      const closedAt = after.find(({ outcome }) => outcome === 'ECONNREFUSED')?.sentAt;
      expect(closedAt, JSON.stringify(tally(after))).toBeDefined();
      for (const cut of after.filter(({ outcome }) => typeof outcome === 'string')) {
        if (cut.outcome === 'ECONNREFUSED') continue;
        expect(RESET.has(String(cut.outcome)), JSON.stringify(cut)).toBe(true);
        expect(Math.abs(cut.sentAt + cut.tookMs - closedAt!), JSON.stringify(cut)).toBeLessThan(
          150,
        );
      }
    } finally {
      await view.stop();
      await processes.start('gateway');
    }
    await booksBalance(stack, load, 8_000);
  });

  it('stops and restarts the only Jotto: answered through its drain, then fast 503s with Retry-After, never a reset or a hang, back within a probe', async () => {
    const view = new ClientView(`${stack.url}/api/jotto/daily`, 10);
    await sleep(1_000);
    const signalled = performance.now();
    const { code, exitedAfterMs } = await processes.signal('jotto', 'SIGTERM');
    expect(code).toBe(0);
    expect(exitedAfterMs).toBeLessThan(DEFAULT_DRAIN_MS + SHUTDOWN_DEADLINE_MS);
    await sleep(500);
    await processes.start('jotto');
    const listening = performance.now();
    const backAt = await firstAnswerAfter(view, listening);
    await view.stop();

    const after = view.between(signalled);
    expect(
      after.filter(({ outcome }) => typeof outcome === 'string'),
      JSON.stringify(tally(after)),
    ).toEqual([]);
    // The only replica drains too: the gateway still sends to it while none other is ready.
    const drained = view.between(signalled, signalled + DEFAULT_DRAIN_MS - 250);
    expect(
      drained.every(({ outcome }) => outcome === 200),
      JSON.stringify(tally(drained)),
    ).toBe(true);
    for (const gap of after.filter(({ outcome }) => outcome !== 200)) {
      expect(gap.outcome).toBe(503);
      expect(gap.retryAfter).toBe('1');
      expect(gap.tookMs).toBeLessThan(500);
    }
    expect(backAt - listening, 'back in turn after it is ready').toBeLessThan(1_500);
    await booksBalance(stack, load, 8_000);
  });

  it('puts the only Jotto back in turn within a probe of its restart after kill -9', async () => {
    const view = new ClientView(`${stack.url}/api/jotto/daily`, 4);
    await processes.signal('jotto', 'SIGKILL');
    await processes.start('jotto');
    const listening = performance.now();
    const backAt = await firstAnswerAfter(view, listening);
    await view.stop();
    expect(backAt - listening, JSON.stringify(tally(view.between(listening)))).toBeLessThan(1_500);
    await booksBalance(stack, load, 8_000);
  });

  it('rides out NATS down for 30 s: games finish meanwhile, published within 2 s of its return, all counted', async () => {
    const nats = stack.infrastructure!.nats;
    await nats.kill();
    const down = Date.now();
    await sleep(30_000);
    const finishedWhileDown = load
      .since(down)
      .filter(({ path, status }) => path === 'guess' && status === 200).length;
    expect(finishedWhileDown, 'players finish games while NATS is down').toBeGreaterThan(0);
    await nats.start();
    // The relay's back-off ends when NATS is back: it publishes within 2 s. The consumers then
    // work through 30 s of finished games at their own pace.
    expect(await untilOutboxDrains(stack, 5_000)).toBeLessThan(2_000);
    await booksBalance(stack, load, 30_000);
  }, 60_000);

  it('rides out Redis down for 20 s: fast 503s, never a cookie for a session not stored, then recovers', async () => {
    const redis = stack.infrastructure!.redis;
    await redis.kill();
    await sleep(1_000);
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const answer = await new Browserish(stack.url).get('/api/jotto/daily');
      expect(answer.status).toBe(503);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    await sleep(19_000);
    await redis.start();
    const back = Date.now();
    await waitForOk(`${stack.url}/readyz`, undefined, 10_000);
    expect(Date.now() - back).toBeLessThan(10_000);
    await booksBalance(stack, load, 8_000);
  }, 60_000);

  it('moves a poison event to the dead letters within seconds, counted, for an admin to see', async () => {
    const admin = new Browserish(stack.url);
    await signUpVerified(stack, admin, { email: ADMIN_EMAIL, password: 'correct horse battery' });
    const eventId = randomUUID();
    const nats = await connect({ servers: stack.infrastructure!.nats.url });
    try {
      await nats
        .jetstream()
        .publish('games.finished.jotto', new TextEncoder().encode('{not json'), { msgID: eventId });
    } finally {
      await nats.close();
    }
    const deadline = performance.now() + 10_000;
    let letters: AdminDeadLetter[] = [];
    while (performance.now() < deadline) {
      const answer = await admin.get('/api/admin/dead-letters?limit=100');
      letters = (answer.json as AdminDeadLetters).letters.filter((l) => l.eventId === eventId);
      if (letters.length > 0) break;
      await sleep(200);
    }
    expect(letters.map(({ consumer }) => consumer)).toContain(
      'leaderboard-games-games_finished_all',
    );
    const metrics = await fetch(`${processes.plan.services.leaderboard.url}/metrics`);
    expect(await metrics.text()).toMatch(
      /hub_events_dead_lettered_total\{consumer="leaderboard-games-games_finished_all",subject="games.finished.jotto"\} [1-9]/,
    );
    await booksBalance(stack, load, 8_000);
  });

  it('starts a service whose database is unreachable: it waits, says so in one line, then serves', async () => {
    const planned = processes.plan.services.leaderboard;
    const database = new URL(planned.env.DATABASE_URL!);
    const proxy = new TcpProxy(database.hostname, Number(database.port || 5432));
    await proxy.open();
    await proxy.close();
    try {
      database.hostname = '127.0.0.1';
      database.port = String(proxy.port);
      await processes.signal('leaderboard', 'SIGTERM');
      const started = processes.start('leaderboard', {
        DATABASE_URL: database.toString(),
        LOG_LEVEL: 'warn',
      });
      // Its first try comes once Node has loaded it: seconds on a busy machine.
      const leaderboard = processes.process('leaderboard');
      await expect
        .poll(() => leaderboard.output(), { timeout: 10_000 })
        .toMatch(/Postgres at \S+ is unreachable \(ECONNREFUSED\)/);
      await sleep(2_000);
      expect(leaderboard.child.exitCode).toBeNull();
      expect(leaderboard.output()).not.toMatch(/\n\s+at /);
      await proxy.open();
      await started;
      await booksBalance(stack, load, 8_000);
    } finally {
      await load.stop();
      await proxy.close();
    }
  }, 60_000);
});
