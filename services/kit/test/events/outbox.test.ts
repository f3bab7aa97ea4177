import { beforeEach, expect, it } from 'vitest';
import type { Knex } from '../../src/db';
import { enqueueEvent } from '../../src/events/outbox';
import { OutboxRelay } from '../../src/events/relay';
import type { EventTransport } from '../../src/events/transport';
import { eventually, gameFinished, logger, useEventsDatabase } from './support';

/** Records what the relay hands over; `failing` makes publishes reject, like an unreachable bus. */
class RecordingTransport implements EventTransport {
  published: { subject: string; eventId: string; payload: unknown }[] = [];
  attempts = 0;
  failing = false;
  /** At least a tick, so concurrent relays really interleave. */
  delayMs = 1;

  async publish(subject: string, eventId: string, payload: unknown): Promise<void> {
    this.attempts++;
    await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failing) throw new Error('bus down');
    this.published.push({ subject, eventId, payload });
  }
  async subscribe(): Promise<never> {
    throw new Error('not used');
  }
  async isHealthy() {
    return !this.failing;
  }
  async close() {}
}

let db: Knex;
let transport: RecordingTransport;

useEventsDatabase((created) => (db = created));

beforeEach(async () => {
  await db('outbox').delete();
  transport = new RecordingTransport();
});

function enqueue(trx: Knex.Transaction, playerId?: string): Promise<string> {
  return enqueueEvent(trx, 'games.finished.jotto', gameFinished(playerId));
}

it('publishes a committed event once and never one whose transaction rolled back', async () => {
  const rolledBack = await db
    .transaction(async (trx) => {
      const eventId = await enqueue(trx);
      throw Object.assign(new Error('game row failed'), { eventId });
    })
    .catch((error: { eventId: string }) => error.eventId);
  const committed = await db.transaction((trx) => enqueue(trx, 'alice'));
  const relay = new OutboxRelay({ db, transport, logger });

  expect(await relay.publishPending()).toBe(1);
  expect(await relay.publishPending()).toBe(0);

  expect(transport.published).toEqual([
    {
      subject: 'games.finished.jotto',
      eventId: committed,
      payload: { ...gameFinished('alice'), eventId: committed },
    },
  ]);
  expect(transport.published.map((event) => event.eventId)).not.toContain(rolledBack);
  const rows = await db('outbox').select();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ event_id: committed, attempts: 0, last_error: null });
  expect(rows[0].published_at).toBeInstanceOf(Date);
});

it('rejects a payload its schema refuses, storing nothing', async () => {
  const invalid = { ...gameFinished(), score: -1 };
  await expect(
    db.transaction((trx) => enqueueEvent(trx, 'games.finished.jotto', invalid)),
  ).rejects.toThrow();
  // A payload of another family does not even compile; at run time it is refused all the same.
  const linked = { guestId: 'g', userId: 'u', linkedAt: '2025-03-09T12:00:00.000Z' };
  await expect(
    // @ts-expect-error a games.finished subject takes a game-finished payload
    db.transaction((trx) => enqueueEvent(trx, 'games.finished.jotto', linked)),
  ).rejects.toThrow();
  expect(await db('outbox').count({ count: '*' })).toEqual([{ count: '0' }]);
});

it('keeps a row pending after a failed publish, stops the pass, and publishes it on a later pass', async () => {
  const ids = await db.transaction(async (trx) => [await enqueue(trx), await enqueue(trx)]);
  const relay = new OutboxRelay({ db, transport, logger });
  transport.failing = true;

  expect(await relay.publishPending()).toBe(0);
  const rows = await db('outbox').orderBy('id').select();
  expect(rows.map((row) => [row.attempts, row.last_error, row.published_at])).toEqual([
    [1, 'bus down', null],
    [0, null, null], // the pass stopped at the first failure: order is kept
  ]);

  transport.failing = false;
  expect(await relay.publishPending()).toBe(2);
  expect(transport.published.map((event) => event.eventId)).toEqual(ids);
});

it('gives each row to one relay when replicas publish at the same time', async () => {
  await db.transaction(async (trx) => {
    for (let index = 0; index < 40; index++) await enqueue(trx);
  });
  const relays = [1, 2, 3].map(() => new OutboxRelay({ db, transport, logger, batchSize: 10 }));

  let total = 0;
  for (let published = -1; published !== 0;) {
    const counts = await Promise.all(relays.map((relay) => relay.publishPending()));
    published = counts.reduce((sum, count) => sum + count, 0);
    total += published;
  }

  expect(total).toBe(40);
  expect(new Set(transport.published.map((event) => event.eventId)).size).toBe(40);
  expect(transport.published).toHaveLength(40);
});

it('publishes soon after wake() without waiting for the poll', async () => {
  const relay = new OutboxRelay({ db, transport, logger, pollIntervalMs: 60_000 });
  const first = await db.transaction((trx) => enqueue(trx));
  relay.start();
  try {
    await eventually('the first pass', () => transport.published.length === 1);
    // The relay now sleeps for a minute unless woken.
    const second = await db.transaction((trx) => enqueue(trx));
    relay.wake();
    await eventually('the woken relay to publish', () => transport.published.length === 2, 2_000);
    expect(transport.published.map((event) => event.eventId)).toEqual([first, second]);
  } finally {
    await relay.stop();
  }
});

it('stop() waits for the pass in flight to finish', async () => {
  const eventId = await db.transaction((trx) => enqueue(trx));
  transport.delayMs = 300;
  const relay = new OutboxRelay({ db, transport, logger });
  relay.start();
  await eventually('a publish to start', () => transport.attempts === 1);
  await relay.stop();
  const row = await db('outbox').where({ event_id: eventId }).first();
  expect(row.published_at).toBeInstanceOf(Date);
});
