import { randomUUID } from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import type { Knex } from '../../src/db';
import { startConsumer } from '../../src/events/consumer';
import { InProcessTransport } from '../../src/events/memory';
import { enqueueEvent } from '../../src/events/outbox';
import { OutboxRelay } from '../../src/events/relay';
import {
  OUTBOX_RETENTION_MS,
  PROCESSED_EVENTS_RETENTION_MS,
  PRUNE_BATCH_SIZE,
} from '../../src/events/retention';
import { eventually, gameFinished, logger, useEventsDatabase } from './support';

const HOUR_MS = 3_600_000;
let db: Knex;

useEventsDatabase((created) => (db = created));

beforeEach(async () => {
  await db('outbox').delete();
  await db('processed_events').delete();
});

/** A time `ms` before Postgres's now: rows are aged by moving them back, not by waiting. */
function ago(ms: number): Knex.Raw {
  return db.raw('now() - make_interval(secs => ?)', [ms / 1000]);
}

/** An outbox row made `createdMsAgo` ago and published `publishedMsAgo` ago (null: pending). */
async function outboxRow(createdMsAgo: number, publishedMsAgo: number | null): Promise<string> {
  const eventId = randomUUID();
  await db('outbox').insert({
    event_id: eventId,
    subject: 'games.finished.jotto',
    payload: JSON.stringify(gameFinished()),
    created_at: ago(createdMsAgo),
    published_at: publishedMsAgo === null ? null : ago(publishedMsAgo),
  });
  return eventId;
}

/** `count` rows published long enough ago to be pruned, in one statement. */
async function agedBacklog(count: number): Promise<void> {
  await db.raw(
    `INSERT INTO outbox (event_id, subject, payload, created_at, published_at)
     SELECT gen_random_uuid(), 'games.finished.jotto', '{}', t, t
     FROM (SELECT now() - make_interval(secs => ?) AS t) aged, generate_series(1, ?)`,
    [(OUTBOX_RETENTION_MS + HOUR_MS) / 1000, count],
  );
}

async function outboxIds(): Promise<string[]> {
  const rows: { event_id: string }[] = await db('outbox').select('event_id');
  return rows.map((row) => row.event_id).sort();
}

/** A relay that is never asked to publish. */
function idleRelay(): OutboxRelay {
  return new OutboxRelay({ db, transport: new InProcessTransport(), logger });
}

it('prunes published outbox rows past the retention, and never a pending or a recent one', async () => {
  const aged = await outboxRow(OUTBOX_RETENTION_MS + 2 * HOUR_MS, OUTBOX_RETENTION_MS + HOUR_MS);
  const kept = [
    // Published just inside the retention, though made long before.
    await outboxRow(30 * OUTBOX_RETENTION_MS, OUTBOX_RETENTION_MS - HOUR_MS),
    // Pending: its event has not gone out, however old it is.
    await outboxRow(30 * OUTBOX_RETENTION_MS, null),
    await outboxRow(0, null),
    await outboxRow(0, 0),
  ];

  expect(await idleRelay().prunePublished()).toBe(1);

  expect(await outboxIds()).toEqual(kept.sort());
  expect(await outboxIds()).not.toContain(aged);
});

it('prunes a large backlog in bounded batches, with replicas pruning at the same time', async () => {
  const backlog = 2 * PRUNE_BATCH_SIZE + 500;
  await agedBacklog(backlog);
  const pending = await outboxRow(OUTBOX_RETENTION_MS + 2 * HOUR_MS, null);
  let deletes = 0;
  const countDeletes = (query: { sql: string }) => {
    if (/^delete/i.test(query.sql)) deletes++;
  };
  db.on('query', countDeletes);
  try {
    const pruned = await Promise.all([idleRelay().prunePublished(), idleRelay().prunePublished()]);
    expect(pruned[0] + pruned[1]).toBe(backlog);
  } finally {
    db.off('query', countDeletes);
  }
  expect(deletes).toBeGreaterThanOrEqual(Math.ceil(backlog / PRUNE_BATCH_SIZE));
  expect(await outboxIds()).toEqual([pending]);
});

it('a running relay prunes when it starts, not on every pass', async () => {
  const transport = new InProcessTransport();
  const relay = new OutboxRelay({ db, transport, logger, pollIntervalMs: 10 });
  const aged = () => outboxRow(OUTBOX_RETENTION_MS + HOUR_MS, OUTBOX_RETENTION_MS + HOUR_MS);
  const first = await aged();
  relay.start();
  try {
    await eventually('the prune at start', async () => !(await outboxIds()).includes(first));
    const second = await aged();
    const eventId = await db.transaction((trx) =>
      enqueueEvent(trx, 'games.finished.jotto', gameFinished()),
    );
    relay.wake();
    await eventually('later passes to publish', async () => {
      const row = await db('outbox').where({ event_id: eventId }).first();
      return row?.published_at;
    });
    expect(await outboxIds()).toContain(second);
  } finally {
    await relay.stop();
  }
});

it('prunes processed-event records past their retention, of every consumer, and keeps recent ones', async () => {
  const record = (consumer: string, msAgo: number) => ({
    consumer,
    event_id: randomUUID(),
    subject: 'games.finished.jotto',
    processed_at: ago(msAgo),
  });
  const aged = [
    record('pruning', PROCESSED_EVENTS_RETENTION_MS + HOUR_MS),
    record('retired', PROCESSED_EVENTS_RETENTION_MS + HOUR_MS),
  ];
  const kept = [
    record('pruning', PROCESSED_EVENTS_RETENTION_MS - HOUR_MS),
    record('retired', PROCESSED_EVENTS_RETENTION_MS - HOUR_MS),
    record('pruning', 0),
  ];
  await db('processed_events').insert([...aged, ...kept]);
  const eventIds = async () => {
    const rows: { event_id: string }[] = await db('processed_events').select('event_id');
    return rows.map((row) => row.event_id).sort();
  };

  const consumer = await startConsumer({
    db,
    transport: new InProcessTransport(),
    durable: 'pruning',
    subjects: ['games.finished.>'],
    logger,
    apply: async () => {},
  });
  try {
    // One statement deletes them all, so once both are gone the prune is over.
    await eventually('the prune at start', async () => (await eventIds()).length === kept.length);
  } finally {
    await consumer.stop();
  }
  expect(await eventIds()).toEqual(kept.map((row) => row.event_id).sort());
});
