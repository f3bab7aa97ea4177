import { eventSchemaFor } from '@hub/proto';
import { z } from 'zod';
import type { Knex, Migration } from '../db';
import { addToLogContext, withLogContext } from '../log-context';
import type { Logger } from '../logger';
import { eventsConsumed, eventsFailed, eventsRedelivered } from '../metrics';
import type { AnyEvent, EventFor } from './event-types';
import { Pruner } from './pruner';
import { PROCESSED_EVENTS_RETENTION_MS } from './retention';
import type { DeliveredEvent, EventTransport, Subscription } from './transport';

const PROCESSED_EVENTS_TABLE = 'processed_events';

/**
 * What each consumer has applied: the record that makes redelivery harmless. Keyed by consumer
 * (its durable name) too, so two consumers of one service may apply the same event each once.
 */
export const processedEventsMigration: Migration = {
  async up(knex) {
    await knex.schema.createTable(PROCESSED_EVENTS_TABLE, (table) => {
      table.text('consumer').notNullable();
      table.uuid('event_id').notNullable();
      table.text('subject').notNullable();
      table.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.primary(['consumer', 'event_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable(PROCESSED_EVENTS_TABLE);
  },
};

/** Lets pruning find aged records without reading the whole table; see outboxPruneIndexMigration. */
export const processedEventsPruneIndexMigration: Migration = {
  async up(knex) {
    await knex.raw('CREATE INDEX processed_events_processed_at_idx ON ?? (processed_at)', [
      PROCESSED_EVENTS_TABLE,
    ]);
  },
  async down(knex) {
    await knex.raw('DROP INDEX processed_events_processed_at_idx');
  },
};

export interface ConsumerOptions<Filter extends string> {
  db: Knex;
  transport: EventTransport;
  durable: string;
  subjects: readonly Filter[];
  logger: Logger;
  /** Applies one event inside the transaction that records it as processed. Throw to retry later. */
  apply(trx: Knex.Transaction, subject: string, event: EventFor<Filter>): Promise<void>;
}

/**
 * Applies each event at most once, however often it is delivered: the insert into
 * `processed_events` and the changes of `apply` commit together, and only a new row runs `apply`.
 * The transport acknowledges after the commit; a crash in between only means a redelivery, which
 * then finds the row and changes nothing. Its records are kept only as long as a redelivery can
 * come (see retention.ts), then pruned now and then.
 */
export async function startConsumer<const Filter extends string>(
  options: ConsumerOptions<Filter>,
): Promise<Subscription> {
  const { db, transport, durable, subjects, logger, apply } = options;

  /** Counts each delivery by how it went; every line logged while handling it names the event. */
  async function handle(delivery: DeliveredEvent): Promise<void> {
    const labels = { durable, subject: delivery.subject };
    if (delivery.redelivered) eventsRedelivered.inc(labels);
    await withLogContext({ eventId: delivery.eventId || undefined }, async () => {
      let outcome: 'applied' | 'invalid';
      try {
        outcome = await applyOnce(delivery);
      } catch (err) {
        eventsFailed.inc(labels);
        throw err;
      }
      (outcome === 'applied' ? eventsConsumed : eventsFailed).inc(labels);
    });
  }

  async function applyOnce({
    subject,
    payload,
    redelivered,
  }: DeliveredEvent): Promise<'applied' | 'invalid'> {
    const parsed = parseEvent(subject, payload);
    if ('problem' in parsed) {
      // Retrying cannot make it valid: acknowledge it so it does not block the ones behind it.
      logger.error(
        { subject, payload, durable, problem: parsed.problem },
        'Dropping invalid event',
      );
      return 'invalid';
    }
    const { event } = parsed;
    if (event.requestId) addToLogContext({ requestId: event.requestId });
    const applied = await db.transaction(async (trx) => {
      const inserted = await trx(PROCESSED_EVENTS_TABLE)
        .insert({ consumer: durable, event_id: event.eventId, subject })
        .onConflict(['consumer', 'event_id'])
        .ignore()
        .returning('event_id');
      if (inserted.length === 0) return false;
      await apply(trx, subject, event as EventFor<Filter>);
      return true;
    });
    if (applied) logger.info({ subject, durable, redelivered }, 'Event applied');
    else logger.debug({ subject, eventId: event.eventId, redelivered, durable }, 'Already applied');
    return 'applied';
  }

  const subscription = await transport.subscribe({ durable, subjects: [...subjects], handle });
  // The whole table, not only this consumer's records: the retention is the same for every
  // consumer, and those of a consumer since retired go too.
  const pruner = new Pruner({
    db,
    logger,
    target: {
      table: PROCESSED_EVENTS_TABLE,
      agedBy: 'processed_at',
      retentionMs: PROCESSED_EVENTS_RETENTION_MS,
      what: 'processed-event records',
    },
  });
  pruner.start();
  return {
    stop: async () => {
      await Promise.all([subscription.stop(), pruner.stop()]);
    },
  };
}

function parseEvent(subject: string, payload: unknown): { event: AnyEvent } | { problem: string } {
  let schema: z.ZodType;
  try {
    schema = eventSchemaFor(subject);
  } catch {
    return { problem: `no event schema for subject ${subject}` };
  }
  const result = schema.safeParse(payload);
  // The schema is the one for this subject, so its output is that subject's event.
  return result.success
    ? { event: result.data as AnyEvent }
    : { problem: z.prettifyError(result.error) };
}
