import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Knex } from '../../src/db';
import { startConsumer } from '../../src/events/consumer';
import { InProcessTransport } from '../../src/events/memory';
import { enqueueEvent } from '../../src/events/outbox';
import { OutboxRelay } from '../../src/events/relay';
import type { DeliveredEvent, EventTransport } from '../../src/events/transport';
import {
  appliedCount,
  gameFinished,
  logger,
  observeDeliveries,
  recordApplied,
  useEventsDatabase,
} from './support';

let db: Knex;

useEventsDatabase((created) => (db = created));

function enqueue(): Promise<string> {
  return db.transaction((trx) => enqueueEvent(trx, 'games.finished.jotto', gameFinished()));
}

function consume(transport: EventTransport, durable: string, apply = recordApplied(durable)) {
  return startConsumer({
    db,
    transport,
    durable,
    subjects: ['games.finished.>'],
    logger,
    apply,
  });
}

it('applies an event once, even when it is published again', async () => {
  const transport = new InProcessTransport();
  await consume(transport, 'once');
  const relay = new OutboxRelay({ db, transport, logger });
  const eventId = await enqueue();

  expect(await relay.publishPending()).toBe(1);
  expect(await appliedCount(db, eventId, 'once')).toBe(1);

  // A restarted process has a fresh transport that remembers nothing: processed_events does.
  const restarted = new InProcessTransport();
  await consume(restarted, 'once');
  await db('outbox').where({ event_id: eventId }).update({ published_at: null });
  expect(await new OutboxRelay({ db, transport: restarted, logger }).publishPending()).toBe(1);
  expect(await appliedCount(db, eventId, 'once')).toBe(1);
});

it('leaves the row pending while a consumer throws, and its retry applies it once', async () => {
  const deliveries: DeliveredEvent[] = [];
  const transport = new InProcessTransport();
  await consume(transport, 'steady');
  let failuresLeft = 1;
  await consume(observeDeliveries(transport, deliveries), 'flaky', async (trx, subject, event) => {
    await recordApplied('flaky')(trx, subject, event);
    if (failuresLeft-- > 0) throw new Error('database hiccup');
  });
  const relay = new OutboxRelay({
    db,
    transport: observeDeliveries(transport, deliveries),
    logger,
  });
  const eventId = await enqueue();

  expect(await relay.publishPending()).toBe(0);
  const row = await db('outbox').where({ event_id: eventId }).first();
  expect(row).toMatchObject({ published_at: null, attempts: 1, last_error: 'database hiccup' });
  expect(await appliedCount(db, eventId, 'flaky')).toBe(0);

  expect(await relay.publishPending()).toBe(1);
  expect(await appliedCount(db, eventId, 'flaky')).toBe(1);
  expect(await appliedCount(db, eventId, 'steady')).toBe(1);
  expect(deliveries.map((delivery) => delivery.redelivered)).toEqual([false, true]);
});

it('acknowledges an invalid payload instead of retrying it', async () => {
  const transport = new InProcessTransport();
  await consume(transport, 'strict');
  const eventId = randomUUID();
  await transport.publish('games.finished.jotto', eventId, { eventId, game: 'chess' });
  expect(await appliedCount(db, eventId, 'strict')).toBe(0);
});
