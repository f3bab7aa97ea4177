import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { createDb, migrateSchema, type Knex } from '../../src/db';
import {
  processedEventsMigration,
  processedEventsPruneIndexMigration,
} from '../../src/events/consumer';
import type { EventFor } from '../../src/events/event-types';
import { outboxMigration, outboxPruneIndexMigration } from '../../src/events/outbox';
import { createLogger } from '../../src/logger';
import { createTestDatabase } from '../../src/testing';

export { observeDeliveries } from '../../src/testing';

const SCHEMA = 'events_test';
export const logger = createLogger('events-test', process.env.LOG_LEVEL ?? 'silent');

/**
 * A fresh database with the outbox, the processed-events table, and `applied`: one row per
 * `apply` call that committed, with no unique key, so an event applied twice shows as two rows.
 */
export async function createEventsDatabase(): Promise<{ db: Knex; drop(): Promise<void> }> {
  const database = await createTestDatabase();
  const db = createDb(database.url, SCHEMA);
  await migrateSchema(db, SCHEMA, {
    '000_outbox': outboxMigration,
    '001_processed_events': processedEventsMigration,
    '002_applied': {
      async up(knex) {
        await knex.schema.createTable('applied', (table) => {
          table.increments('id');
          table.uuid('event_id').notNullable();
          table.text('consumer').notNullable();
        });
      },
    },
    '003_outbox_prune_index': outboxPruneIndexMigration,
    '004_processed_events_prune_index': processedEventsPruneIndexMigration,
  });
  return {
    db,
    async drop() {
      await db.destroy();
      await database.drop();
    },
  };
}

/** A fresh events database for the tests of one file: made before them, dropped after. */
export function useEventsDatabase(receive: (db: Knex) => void): void {
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createEventsDatabase();
    drop = database.drop;
    receive(database.db);
  });
  afterAll(async () => {
    await drop?.();
  });
}

export function gameFinished(
  playerId = `p-${randomUUID()}`,
): Omit<EventFor<'games.finished.jotto'>, 'eventId'> {
  return {
    game: 'jotto',
    playerId,
    day: '2025-03-09',
    finishedAt: '2025-03-09T12:00:00.000Z',
    mode: 'daily',
    won: true,
    score: 900,
    ranked: true,
    attempts: 3,
  };
}

/** An apply that records the event under `consumer`, in the consumer's transaction. */
export function recordApplied(consumer: string) {
  return async (trx: Knex.Transaction, _subject: string, event: { eventId: string }) => {
    await trx('applied').insert({ event_id: event.eventId, consumer });
  };
}

export async function appliedCount(db: Knex, eventId: string, consumer: string): Promise<number> {
  const [row] = await db('applied')
    .where({ event_id: eventId, consumer })
    .count<{ count: string }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

/** Polls until `probe` returns a truthy value; fails with `what` after the deadline. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T> | T,
  timeoutMs = 10_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
