import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Knex } from '../../src/db';
import { startConsumer } from '../../src/events/consumer';
import { JetStreamTransport } from '../../src/events/jetstream';
import { enqueueEvent } from '../../src/events/outbox';
import { OutboxRelay } from '../../src/events/relay';
import type { Subscription } from '../../src/events/transport';
import { TcpProxy, testNatsUrl, uniqueNamespace } from '../../src/testing';
import {
  appliedCount,
  createEventsDatabase,
  eventually,
  gameFinished,
  logger,
  recordApplied,
} from './support';

const namespace = uniqueNamespace('outage');
const nats = new URL(testNatsUrl());
const proxy = new TcpProxy(nats.hostname, Number(nats.port || 4222));
let db: Knex;
let dropDatabase: () => Promise<void>;
let publisher: JetStreamTransport;
let subscriber: JetStreamTransport;
let relay: OutboxRelay;
let consumer: Subscription;

beforeAll(async () => {
  ({ db, drop: dropDatabase } = await createEventsDatabase());
  await proxy.open();
  // The producing and the consuming service each have their own connection, both cut by the proxy.
  publisher = await JetStreamTransport.connect({ url: proxy.url(), namespace, logger });
  subscriber = await JetStreamTransport.connect({ url: proxy.url(), namespace, logger });
  relay = new OutboxRelay({ db, transport: publisher, logger, pollIntervalMs: 50 });
  consumer = await startConsumer({
    db,
    transport: subscriber,
    durable: 'outage',
    subjects: ['games.finished.>'],
    logger,
    apply: recordApplied('outage'),
  });
  relay.start();
});

afterAll(async () => {
  await relay?.stop();
  await consumer?.stop();
  await proxy.open(); // so the streams can be deleted whatever failed
  await publisher?.deleteStreams();
  await Promise.all([publisher?.close(), subscriber?.close()]);
  await proxy.close();
  await dropDatabase?.();
});

function enqueue(): Promise<string> {
  return db.transaction((trx) => enqueueEvent(trx, 'games.finished.jotto', gameFinished()));
}

function outboxRow(eventId: string) {
  return db('outbox').where({ event_id: eventId }).first();
}

it('keeps an event enqueued while NATS is unreachable and delivers it once NATS is back', async () => {
  const before = await enqueue();
  relay.wake();
  await eventually('delivery before the outage', () => appliedCount(db, before, 'outage'));

  await proxy.close();
  await eventually(
    'the publisher to notice the outage',
    async () => !(await publisher.isHealthy()),
  );
  const during = await enqueue();
  relay.wake();
  const failed = await eventually('a failed publish attempt', async () => {
    const row = await outboxRow(during);
    return row.attempts > 0 && row;
  });
  expect(failed.published_at).toBeNull();
  expect(failed.last_error).toMatch(/unreachable/);
  expect(await appliedCount(db, during, 'outage')).toBe(0);

  await proxy.open();
  await eventually('delivery after the outage', () => appliedCount(db, during, 'outage'), 20_000);
  expect((await outboxRow(during)).published_at).not.toBeNull();
  expect(await appliedCount(db, during, 'outage')).toBe(1);
  expect(await appliedCount(db, before, 'outage')).toBe(1);
});

it('starts while NATS is unreachable, and publishes once NATS answers', async () => {
  await proxy.close();
  const late = await JetStreamTransport.connect({ url: proxy.url(), namespace, logger });
  try {
    expect(await late.isHealthy()).toBe(false);
    const event = { ...gameFinished(), eventId: randomUUID() };
    await expect(late.publish('games.finished.jotto', event.eventId, event)).rejects.toThrow(
      /unreachable/,
    );

    await proxy.open();
    await eventually('the transport to connect', () => late.isHealthy());
    await late.publish('games.finished.jotto', event.eventId, event);
    await eventually('delivery', () => appliedCount(db, event.eventId, 'outage'));
  } finally {
    await late.close();
  }
});

it('publishes within 2 s of NATS coming back, however far a long outage made it back off', async () => {
  await proxy.close();
  await eventually(
    'the publisher to notice the outage',
    async () => !(await publisher.isHealthy()),
  );
  const during = await enqueue();
  relay.wake();
  // Seven failed passes: the relay's next sleep is 6.4 s (50 ms doubled each time).
  await eventually('a long backoff', async () => (await outboxRow(during)).attempts >= 7, 20_000);

  await proxy.open();
  const reopened = performance.now();
  await eventually('the publish', async () => (await outboxRow(during)).published_at, 5_000);
  expect(performance.now() - reopened).toBeLessThan(2_000);
  await eventually('delivery', () => appliedCount(db, during, 'outage'));
});
