import { randomUUID } from 'node:crypto';
import { STREAMS } from '@hub/proto';
import {
  connect,
  DiscardPolicy,
  JSONCodec,
  nanos,
  StorageType,
  type JetStreamManager,
  type NatsConnection,
} from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from '../../src/db';
import { startConsumer, type ConsumerOptions } from '../../src/events/consumer';
import { ACK_WAIT_MS, JetStreamTransport, MAX_DELIVERIES } from '../../src/events/jetstream';
import { metricsRegistry } from '../../src/metrics';
import { enqueueEvent } from '../../src/events/outbox';
import { OutboxRelay } from '../../src/events/relay';
import { STREAM_LIMITS } from '../../src/events/retention';
import type { DeliveredEvent } from '../../src/events/transport';
import { testNatsUrl, uniqueNamespace } from '../../src/testing';
import {
  appliedCount,
  createEventsDatabase,
  eventually,
  gameFinished,
  logger,
  observeDeliveries,
  recordApplied,
} from './support';

const namespace = uniqueNamespace('js');
let db: Knex;
let dropDatabase: () => Promise<void>;
let transport: JetStreamTransport;
let nc: NatsConnection;
let relay: OutboxRelay;

beforeAll(async () => {
  ({ db, drop: dropDatabase } = await createEventsDatabase());
  transport = await JetStreamTransport.connect({ url: testNatsUrl(), namespace, logger });
  nc = await connect({ servers: testNatsUrl() });
  relay = new OutboxRelay({ db, transport, logger });
});

afterAll(async () => {
  await transport?.deleteStreams();
  await transport?.close();
  await nc?.close();
  await dropDatabase?.();
});

/** A consumer of every finished game, its deliveries noted in `deliveries`. */
function observedConsumer(
  durable: string,
  deliveries: DeliveredEvent[],
  apply: ConsumerOptions<'games.finished.>'>['apply'] = recordApplied(durable),
) {
  return startConsumer({
    db,
    transport: observeDeliveries(transport, deliveries),
    durable,
    subjects: ['games.finished.>'],
    logger,
    apply,
  });
}

function enqueue(): Promise<string> {
  return db.transaction((trx) => enqueueEvent(trx, 'games.finished.jotto', gameFinished()));
}

/** Publishes past the transport, with a Nats-Msg-Id of its own, so JetStream keeps every copy. */
async function publishRaw(event: object): Promise<void> {
  await nc.jetstream().publish(`${namespace}.games.finished.jotto`, JSONCodec().encode(event), {
    msgID: randomUUID(),
  });
}

/** Each stream of `namespace` has the age and size limits of retention.ts, oldest discarded. */
async function expectLimits(jsm: JetStreamManager, namespace: string): Promise<void> {
  for (const stream of STREAMS) {
    const name = `${namespace}_${stream.name}`;
    const limits = STREAM_LIMITS[stream.name];
    expect((await jsm.streams.info(name)).config).toMatchObject({
      name,
      max_age: nanos(limits.maxAgeMs),
      max_bytes: limits.maxBytes,
      discard: DiscardPolicy.Old,
    });
  }
}

describe('JetStreamTransport', () => {
  it('creates its namespaced streams idempotently and stores an eventId once', async () => {
    // Another replica starting finds the streams in place.
    const replica = await JetStreamTransport.connect({ url: testNatsUrl(), namespace, logger });
    expect(await replica.isHealthy()).toBe(true);
    await replica.close();
    const jsm = await nc.jetstreamManager();
    const stream = `${namespace}_GAMES`;
    const { config, state: before } = await jsm.streams.info(stream);
    expect(config).toMatchObject({
      subjects: [`${namespace}.games.>`],
      storage: StorageType.File,
      duplicate_window: nanos(120_000),
    });

    const event = { ...gameFinished(), eventId: randomUUID() };
    await transport.publish('games.finished.jotto', event.eventId, event);
    await transport.publish('games.finished.jotto', event.eventId, event);

    const { state: after } = await jsm.streams.info(stream);
    expect(after.messages - before.messages).toBe(1);
    await expectLimits(jsm, namespace);
  });

  it('gives streams made before retention limits existed their limits, keeping their messages', async () => {
    const old = uniqueNamespace('jsold');
    const jsm = await nc.jetstreamManager();
    // As the transport made them before: no age or size limit.
    for (const stream of STREAMS) {
      await jsm.streams.add({
        name: `${old}_${stream.name}`,
        storage: StorageType.File,
        subjects: stream.subjects.map((subject) => `${old}.${subject}`),
        duplicate_window: nanos(120_000),
      });
    }
    const { config: before } = await jsm.streams.info(`${old}_GAMES`);
    expect(before).toMatchObject({ max_age: 0, max_bytes: -1 });
    await nc.jetstream().publish(`${old}.games.finished.jotto`, JSONCodec().encode({}));

    const upgraded = await JetStreamTransport.connect({
      url: testNatsUrl(),
      namespace: old,
      logger,
    });
    try {
      await expectLimits(jsm, old);
      expect((await jsm.streams.info(`${old}_GAMES`)).state.messages).toBe(1);
    } finally {
      await upgraded.deleteStreams();
      await upgraded.close();
    }
  });

  it('applies an event delivered twice (two copies in the stream) once', async () => {
    const durable = 'twice';
    const deliveries: DeliveredEvent[] = [];
    const consumer = await observedConsumer(durable, deliveries);
    const event = { ...gameFinished(), eventId: randomUUID() };
    await publishRaw(event);
    await publishRaw(event);
    const marker = await enqueue();
    await relay.publishPending();
    // One consumer handles the stream in order: once the marker is applied, both copies were seen.
    await eventually('the marker to be applied', async () => appliedCount(db, marker, durable));
    await consumer.stop();

    const copies = deliveries.filter(
      (delivery) => (delivery.payload as { eventId?: string }).eventId === event.eventId,
    );
    expect(copies).toHaveLength(2);
    expect(await appliedCount(db, event.eventId, durable)).toBe(1);
  });

  it('redelivers after a failed apply, and applies it once', async () => {
    const durable = 'retry';
    const deliveries: DeliveredEvent[] = [];
    let failuresLeft = 1;
    const eventId = await enqueue();
    const consumer = await observedConsumer(durable, deliveries, async (trx, subject, event) => {
      await recordApplied(durable)(trx, subject, event);
      if (event.eventId === eventId && failuresLeft-- > 0) throw new Error('database hiccup');
    });
    await relay.publishPending();
    await eventually('the retry to apply it', async () => appliedCount(db, eventId, durable));
    await consumer.stop();

    const ofEvent = deliveries.filter((delivery) => delivery.eventId === eventId);
    expect(ofEvent.map((delivery) => delivery.redelivered)).toEqual([false, true]);
    expect(await appliedCount(db, eventId, durable)).toBe(1);
  });

  it('resumes a stopped durable consumer where it left off', async () => {
    const durable = 'restart';
    const deliveries: DeliveredEvent[] = [];
    const run = () => observedConsumer(durable, deliveries);
    const first = await run();
    const before = [await enqueue(), await enqueue()];
    await relay.publishPending();
    await eventually('the first consumer to apply its events', async () => {
      const counts = await Promise.all(before.map((id) => appliedCount(db, id, durable)));
      return counts.every((count) => count === 1);
    });
    await first.stop();
    const seenByFirst = deliveries.length;

    const after = [await enqueue(), await enqueue()];
    await relay.publishPending();
    const second = await run();
    await eventually('the restarted consumer to apply the new events', async () => {
      const counts = await Promise.all(after.map((id) => appliedCount(db, id, durable)));
      return counts.every((count) => count === 1);
    });
    await second.stop();

    // Only the events published while it was stopped: nothing acknowledged came back.
    expect(deliveries.slice(seenByFirst).map((delivery) => delivery.eventId)).toEqual(after);
    for (const eventId of [...before, ...after]) {
      expect(await appliedCount(db, eventId, durable)).toBe(1);
    }
  });
  it("gives a crashed consumer's fetched events to the next one within the ack wait", async () => {
    const durable = 'crash';
    const deliveries: DeliveredEvent[] = [];
    const run = () => observedConsumer(durable, deliveries);
    // Caught up with the stream first, so the crashed replica's fetch is the new event.
    const first = await run();
    const marker = await enqueue();
    await relay.publishPending();
    await eventually('the marker to be applied', () => appliedCount(db, marker, durable));
    await first.stop();
    const eventId = await enqueue();
    await relay.publishPending();

    // A replica that fetched the event and died before acknowledging it: no nak, no goodbye.
    const doomed = await connect({ servers: testNatsUrl() });
    const pulled = await doomed
      .jetstream()
      .consumers.get(`${namespace}_GAMES`, `${durable}-games_finished_all`);
    const fetched = await pulled.next({ expires: 5_000 });
    expect(fetched?.headers?.get('Nats-Msg-Id')).toBe(eventId);
    await doomed.close();

    const started = performance.now();
    const next = await run();
    await eventually('the next consumer to apply it', () => appliedCount(db, eventId, durable));
    const waited = performance.now() - started;
    await next.stop();
    expect(waited).toBeLessThan(ACK_WAIT_MS + 1_500);
    expect(deliveries.find((delivery) => delivery.eventId === eventId)?.redelivered).toBe(true);
  });

  it('keeps a slow apply its own: in-progress acks stop a redelivery past the ack wait', async () => {
    const durable = 'slow';
    const deliveries: DeliveredEvent[] = [];
    const eventId = await enqueue();
    const consumer = await observedConsumer(durable, deliveries, async (trx, subject, event) => {
      if (event.eventId === eventId)
        await new Promise((done) => setTimeout(done, ACK_WAIT_MS + 2_000));
      await recordApplied(durable)(trx, subject, event);
    });
    await relay.publishPending();
    await eventually(
      'the slow apply to finish',
      () => appliedCount(db, eventId, durable),
      ACK_WAIT_MS + 8_000,
    );
    await new Promise((done) => setTimeout(done, 1_000));
    await consumer.stop();
    expect(deliveries.filter((delivery) => delivery.eventId === eventId)).toHaveLength(1);
  });
  it('moves an event that always fails to DEAD_LETTERS after its last delivery, counts it, and replays it', async () => {
    const durable = 'poison';
    const consumerName = `${durable}-games_finished_all`;
    const deliveries: DeliveredEvent[] = [];
    let broken = true;
    const poison = await enqueue();
    const consumer = await observedConsumer(durable, deliveries, async (trx, subject, event) => {
      if (broken && event.eventId === poison) throw new Error('this event breaks the handler');
      await recordApplied(durable)(trx, subject, event);
    });
    try {
      await relay.publishPending();
      const behind = await enqueue();
      await relay.publishPending();
      // The event behind it is not held up by the retries.
      await eventually('the next event to be applied', () => appliedCount(db, behind, durable));

      const box = await transport.deadLetters();
      const { letters } = await eventually(
        'the dead letter',
        async () => {
          const listed = await box.list(10);
          return listed.letters.some((letter) => letter.eventId === poison) ? listed : null;
        },
        25_000,
      );
      const letter = letters.find(({ eventId }) => eventId === poison)!;
      expect(letter).toMatchObject({
        consumer: consumerName,
        subject: 'games.finished.jotto',
        deliveries: MAX_DELIVERIES,
        error: 'this event breaks the handler',
        payload: { eventId: poison },
      });
      expect(deliveries.filter(({ eventId }) => eventId === poison)).toHaveLength(MAX_DELIVERIES);
      expect(await appliedCount(db, poison, durable)).toBe(0);
      expect(await metricsRegistry.metrics()).toMatch(
        new RegExp(
          `hub_events_dead_lettered_total\\{consumer="${consumerName}",subject="games.finished.jotto"\\} 1`,
        ),
      );

      // Fixed: the operator replays it, and it is applied once; the letter is gone.
      broken = false;
      expect(await box.replay(letter.id)).toEqual(letter);
      await eventually('the replay to be applied', () => appliedCount(db, poison, durable));
      expect((await box.list(10)).letters.map(({ id }) => id)).not.toContain(letter.id);
      expect(await box.replay(letter.id)).toBeNull();
      expect(await box.discard(letter.id)).toBeNull();
      expect(await appliedCount(db, behind, durable)).toBe(1);
    } finally {
      await consumer.stop();
    }
  }, 40_000);
});
