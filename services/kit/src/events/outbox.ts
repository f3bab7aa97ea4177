import { randomUUID } from 'node:crypto';
import { eventSchemaFor } from '@hub/proto';
import type { Knex, Migration } from '../db';
import { currentLogContext } from '../log-context';
import type { EventFor, EventSubject } from './event-types';

export const OUTBOX_TABLE = 'outbox';

/** A row is pending until `published_at` is set; the relay publishes pending rows in id order. */
export const outboxMigration: Migration = {
  async up(knex) {
    await knex.schema.createTable(OUTBOX_TABLE, (table) => {
      table.bigIncrements('id').primary();
      table.uuid('event_id').notNullable().unique();
      table.text('subject').notNullable();
      table.jsonb('payload').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('published_at', { useTz: true }).nullable();
      table.integer('attempts').notNullable().defaultTo(0);
      table.text('last_error').nullable();
    });
    // The relay only ever scans pending rows; published ones pile up and must not slow it down.
    await knex.raw('CREATE INDEX outbox_pending_idx ON ?? (id) WHERE published_at IS NULL', [
      OUTBOX_TABLE,
    ]);
  },
  async down(knex) {
    await knex.schema.dropTable(OUTBOX_TABLE);
  },
};

/**
 * Lets the relay find published rows past their retention without reading the whole table. A
 * migration of its own, after the table's, so databases made before pruning existed get it too.
 * Built inside the migration's transaction rather than CONCURRENTLY: at this project's sizes it
 * takes seconds, and a failed build then leaves nothing half made.
 */
export const outboxPruneIndexMigration: Migration = {
  async up(knex) {
    await knex.raw(
      'CREATE INDEX outbox_published_at_idx ON ?? (published_at) WHERE published_at IS NOT NULL',
      [OUTBOX_TABLE],
    );
  },
  async down(knex) {
    await knex.raw('DROP INDEX outbox_published_at_idx');
  },
};

/**
 * Records an event in the caller's transaction, so it is published if and only if the change it
 * describes commits, naming the request in progress, if any. Returns the fresh eventId. An invalid payload is a bug in the caller: it
 * throws, which rolls the whole transaction back rather than storing an event nobody can apply.
 */
export async function enqueueEvent<S extends EventSubject>(
  trx: Knex.Transaction,
  subject: S,
  payload: Omit<EventFor<S>, 'eventId' | 'requestId'>,
): Promise<string> {
  const [eventId] = await enqueueEvents(trx, subject, [payload]);
  return eventId!;
}

/** Records several events of one subject in one insert (enqueueEvent's rules apply to each). */
export async function enqueueEvents<S extends EventSubject>(
  trx: Knex.Transaction,
  subject: S,
  payloads: readonly Omit<EventFor<S>, 'eventId' | 'requestId'>[],
): Promise<string[]> {
  if (payloads.length === 0) return [];
  const { requestId } = currentLogContext();
  const schema = eventSchemaFor(subject);
  const rows = payloads.map((payload) => {
    const eventId = randomUUID();
    const event = schema.parse({ ...payload, eventId, requestId });
    return { event_id: eventId, subject, payload: JSON.stringify(event) };
  });
  await trx(OUTBOX_TABLE).insert(rows);
  return rows.map((row) => row.event_id);
}
