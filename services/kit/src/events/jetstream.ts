import { STREAMS } from '@hub/proto';
import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  Events,
  JSONCodec,
  NatsError,
  StorageType,
  connect,
  headers,
  nanos,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type NatsConnection,
} from 'nats';
import type { Logger } from '../logger';
import { consumerLag, deadLetteredEvents } from '../metrics';
import type { Sample } from '../scraped-gauge';
import { DEAD_LETTER_HEADERS, JetStreamDeadLetters, type DeadLetterBox } from './dead-letters';
import { STREAM_LIMITS } from './retention';
import { Stopper } from './stopper';
import { subjectMatches } from './subjects';
import type { EventTransport, SubscribeOptions, Subscription } from './transport';

export interface JetStreamTransportOptions {
  url: string;
  /** Tests only: prefixes stream names and subjects so parallel runs never share them. */
  namespace?: string;
  logger: Logger;
}

/** Longer than any outage the relay's retries need to cover: a re-publish within it is dropped. */
const DUPLICATE_WINDOW_MS = 2 * 60_000;
/**
 * How long a delivered event may go unacknowledged before JetStream gives it to another consumer:
 * short, so the events a crashed consumer had fetched come back within seconds. A handler that
 * takes longer says so every `IN_PROGRESS_EVERY_MS` (an in-progress ack), so a slow apply is
 * never mistaken for a dead one.
 */
export const ACK_WAIT_MS = 5_000;
const IN_PROGRESS_EVERY_MS = 2_000;
/** A publish fails this fast, so the relay's pass ends instead of hanging on a dead server. */
const PUBLISH_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 2_000;
const RETRY_MS = 1_000;
/** How often a lost connection is tried again: the relay publishes within a second or so of NATS's return. */
const RECONNECT_WAIT_MS = 500;
const MAX_REDELIVERY_DELAY_MS = 30_000;
/**
 * Deliveries of one event to one consumer before it gives up: with the back-off below, about 15 s
 * of a handler failing. Then the event goes to the DEAD_LETTERS stream, for an operator to look at
 * and replay (admin), and stops blocking nothing but itself.
 */
export const MAX_DELIVERIES = 5;
const DEAD_LETTER_STREAM = 'DEAD_LETTERS';
/** Few in flight: each is applied in its own transaction, one after the other. */
const PULL_BATCH = 10;
const MSG_ID_HEADER = 'Nats-Msg-Id';
const STREAM_NOT_FOUND = 10059;

const codec = JSONCodec();

interface Link {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
}

/**
 * Events over NATS JetStream (the production topology). The process starts whether or not NATS
 * answers: the connection is made, and kept, in the background; until it is up, `publish` rejects
 * at once, so events wait in the outbox, and subscriptions wait to start.
 */
export class JetStreamTransport implements EventTransport {
  private readonly logger: Logger;
  private readonly namespace: string | undefined;
  private readonly lifetime = new Stopper();
  private readonly subscriptions = new Set<Subscription>();
  private establishing: Promise<void> = Promise.resolve();
  private nc: NatsConnection | null = null;
  private link: Link | null = null;
  private connected = false;
  private readonly availableListeners = new Set<() => void>();
  private readonly ready: Promise<Link>;
  private markReady: (link: Link) => void = () => {};
  /** The JetStream consumers this process is consuming from: name to stream. */
  private readonly consuming = new Map<string, string>();
  private readonly stopReportingLag: () => void;

  private constructor(
    private readonly url: string,
    options: JetStreamTransportOptions,
  ) {
    this.logger = options.logger;
    this.namespace = options.namespace;
    this.ready = new Promise((resolve) => (this.markReady = resolve));
    this.stopReportingLag = consumerLag.add(() => this.consumerLag());
  }

  /** Resolves after the first attempt to reach NATS, successful or not. */
  static async connect(options: JetStreamTransportOptions): Promise<JetStreamTransport> {
    const transport = new JetStreamTransport(options.url, options);
    await new Promise<void>((firstAttemptDone) => {
      transport.establishing = transport.establish(firstAttemptDone);
    });
    return transport;
  }

  async publish(subject: string, eventId: string, payload: unknown): Promise<void> {
    if (!this.link || !this.connected) throw new Error(`NATS at ${this.url} is unreachable`);
    await this.link.js.publish(this.wireSubject(subject), codec.encode(payload), {
      msgID: eventId,
      timeout: PUBLISH_TIMEOUT_MS,
    });
  }

  /** One durable consumer per filter (nats-server 2.9 takes one filter per consumer). */
  async subscribe({ durable, subjects, handle }: SubscribeOptions): Promise<Subscription> {
    if (this.lifetime.stopped) throw new Error('The transport is closed');
    const consumers = subjects.map((filter) => ({
      filter,
      stream: this.streamName(streamHolding(filter)),
      name: `${durable}-${filter.replaceAll('.', '_').replaceAll('*', 'any').replaceAll('>', 'all')}`,
    }));
    const stopper = new Stopper();
    const loops = consumers.map((consumer) =>
      this.consumeLoop(consumer.stream, consumer.name, consumer.filter, handle, stopper),
    );
    const subscription: Subscription = {
      stop: async () => {
        stopper.stop();
        await Promise.all(loops);
        for (const { name } of consumers) this.consuming.delete(name);
        this.subscriptions.delete(subscription);
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async isHealthy(): Promise<boolean> {
    return this.link !== null && this.connected;
  }

  /** The dead letters, once NATS has answered (it waits until then, or until closed). */
  async deadLetters(): Promise<DeadLetterBox> {
    const link = await this.lifetime.until(this.ready);
    if (!link) throw new Error('The transport is closed');
    return new JetStreamDeadLetters(link, this.streamName(DEAD_LETTER_STREAM), (subject) =>
      this.wireSubject(subject),
    );
  }

  onAvailable(listener: () => void): () => void {
    this.availableListeners.add(listener);
    return () => this.availableListeners.delete(listener);
  }

  private becameAvailable(): void {
    for (const listener of this.availableListeners) listener();
  }

  /** Stops the subscriptions, then drains: published messages and acks in flight still go out. */
  async close(): Promise<void> {
    this.stopReportingLag();
    this.lifetime.stop();
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.establishing;
    if (!this.nc || this.nc.isClosed()) return;
    // Draining needs the server: during an outage it would hold the shutdown until NATS is back.
    if (this.connected) await this.nc.drain();
    else await this.nc.close();
  }

  /** Tests only: removes the streams of this transport's namespace, consumers included. */
  async deleteStreams(): Promise<void> {
    if (!this.namespace) throw new Error('Only namespaced (test) streams may be deleted');
    const link = await this.lifetime.until(this.ready);
    if (!link) return;
    for (const stream of STREAMS) {
      await link.jsm.streams.delete(this.streamName(stream.name)).catch(() => false);
    }
  }

  private async establish(firstAttemptDone: () => void): Promise<void> {
    while (!this.lifetime.stopped) {
      try {
        if (!this.nc) {
          this.nc = await connect({
            servers: this.url,
            name: 'hub-events',
            timeout: CONNECT_TIMEOUT_MS,
            // Once connected, the client reconnects by itself, for ever.
            maxReconnectAttempts: -1,
            reconnectTimeWait: RECONNECT_WAIT_MS,
          });
          this.connected = true;
          void this.watchConnection(this.nc);
        }
        const jsm = await this.nc.jetstreamManager();
        await this.ensureStreams(jsm);
        this.link = { nc: this.nc, js: this.nc.jetstream(), jsm };
        this.markReady(this.link);
        this.becameAvailable();
        break;
      } catch (err) {
        this.logger.warn({ err, url: this.url }, 'NATS JetStream is not ready yet; retrying');
        firstAttemptDone();
        await this.lifetime.pause(RETRY_MS);
      }
    }
    firstAttemptDone();
  }

  private async watchConnection(nc: NatsConnection): Promise<void> {
    for await (const status of nc.status()) {
      if (status.type === Events.Disconnect) {
        this.connected = false;
        this.logger.warn({ url: this.url }, 'Lost NATS; events wait in the outbox');
      } else if (status.type === Events.Reconnect) {
        this.connected = true;
        this.logger.info({ url: this.url }, 'NATS is back');
        if (this.link) this.becameAvailable();
      }
    }
  }

  /**
   * Add-or-update, so every replica may run it at start and a config change rolls out, the limits
   * of retention.ts included: streams made before they existed get them at the next start.
   */
  private async ensureStreams(jsm: JetStreamManager): Promise<void> {
    for (const stream of STREAMS) {
      const name = this.streamName(stream.name);
      const subjects = stream.subjects.map((subject) => this.wireSubject(subject));
      const { maxAgeMs, maxBytes } = STREAM_LIMITS[stream.name];
      const update = {
        subjects,
        duplicate_window: nanos(DUPLICATE_WINDOW_MS),
        max_age: nanos(maxAgeMs),
        max_bytes: maxBytes,
        discard: DiscardPolicy.Old,
      };
      await jsm.streams.update(name, update).catch(async (err: unknown) => {
        if (!(err instanceof NatsError && err.api_error?.err_code === STREAM_NOT_FOUND)) throw err;
        await jsm.streams.add({ name, storage: StorageType.File, ...update });
      });
    }
  }

  private async consumeLoop(
    stream: string,
    name: string,
    filter: string,
    handle: SubscribeOptions['handle'],
    stopper: Stopper,
  ): Promise<void> {
    while (!stopper.stopped) {
      try {
        const link = await stopper.until(this.ready);
        if (!link) return;
        await link.jsm.consumers.add(stream, {
          durable_name: name,
          filter_subject: this.wireSubject(filter),
          ack_policy: AckPolicy.Explicit,
          ack_wait: nanos(ACK_WAIT_MS),
          deliver_policy: DeliverPolicy.All,
        });
        this.consuming.set(name, stream);
        const consumer = await link.js.consumers.get(stream, name);
        const messages = await consumer.consume({ max_messages: PULL_BATCH });
        await this.consume(messages, name, handle, stopper);
      } catch (err) {
        if (stopper.stopped) return;
        this.logger.warn({ err, stream, consumer: name }, 'Consumer interrupted; restarting');
        await stopper.pause(RETRY_MS);
      }
    }
  }

  /**
   * How far behind each consumer of this process is, as JetStream counts it: events stored and not
   * yet delivered, plus those delivered and not yet acknowledged. Replicas of a service share their
   * consumers, so each reports the same number for it.
   */
  private async consumerLag(): Promise<Sample<'consumer'>[]> {
    const link = this.link;
    if (!link || !this.connected) return [];
    return Promise.all(
      [...this.consuming].map(async ([name, stream]) => {
        const info = await link.jsm.consumers.info(stream, name);
        return { labels: { consumer: name }, value: info.num_pending + info.num_ack_pending };
      }),
    );
  }

  /** Returns once stopped; the client itself resumes pulling after a reconnect. */
  private async consume(
    messages: ConsumerMessages,
    consumer: string,
    handle: SubscribeOptions['handle'],
    stopper: Stopper,
  ): Promise<void> {
    const cancel = stopper.onStop(() => void messages.close());
    try {
      for await (const msg of messages) {
        // Hand back what was fetched but not handled: the next consumer gets it now rather than
        // after the ack wait.
        if (stopper.stopped) msg.nak();
        else await this.deliver(msg, consumer, handle);
      }
    } finally {
      cancel();
    }
  }

  private async deliver(
    msg: JsMsg,
    consumer: string,
    handle: SubscribeOptions['handle'],
  ): Promise<void> {
    const subject = this.localSubject(msg.subject);
    const eventId =
      msg.headers?.get(DEAD_LETTER_HEADERS.eventId) || (msg.headers?.get(MSG_ID_HEADER) ?? '');
    const deliveries = msg.info.deliveryCount;
    const giveUp = (reason: string) =>
      this.deadLetter(msg, { consumer, subject, eventId, deliveries, reason });
    // Delivered again after its last try: the consumer died while applying it, every time.
    if (deliveries > MAX_DELIVERIES) return giveUp('its consumer stopped during every delivery');
    let payload: unknown;
    try {
      payload = codec.decode(msg.data);
    } catch {
      return giveUp('not JSON');
    }
    const inProgress = setInterval(() => msg.working(), IN_PROGRESS_EVERY_MS);
    try {
      await handle({ subject, eventId, payload, redelivered: msg.redelivered });
      msg.ack();
    } catch (err) {
      if (deliveries >= MAX_DELIVERIES)
        return giveUp(err instanceof Error ? err.message : String(err));
      this.logger.warn({ err, subject, eventId, deliveries }, 'Event not applied; redelivering');
      msg.nak(Math.min(RETRY_MS * 2 ** (deliveries - 1), MAX_REDELIVERY_DELAY_MS));
    } finally {
      clearInterval(inProgress);
    }
  }

  /**
   * Moves an event its consumer gave up on to DEAD_LETTERS (the event as it was, with why in the
   * headers), then ends its delivery; if the dead letter cannot be stored, the event stays.
   */
  private async deadLetter(
    msg: JsMsg,
    letter: {
      consumer: string;
      subject: string;
      eventId: string;
      deliveries: number;
      reason: string;
    },
  ): Promise<void> {
    const head = headers();
    head.set(DEAD_LETTER_HEADERS.subject, letter.subject);
    head.set(DEAD_LETTER_HEADERS.eventId, letter.eventId);
    head.set(DEAD_LETTER_HEADERS.consumer, letter.consumer);
    head.set(DEAD_LETTER_HEADERS.deliveries, String(letter.deliveries));
    // A header is one line.
    head.set(DEAD_LETTER_HEADERS.error, letter.reason.replace(/\s+/g, ' ').slice(0, 500));
    try {
      await this.link!.js.publish(this.wireSubject(`deadletter.${letter.consumer}`), msg.data, {
        headers: head,
        msgID: `${letter.consumer}:${msg.info.streamSequence}`,
        timeout: PUBLISH_TIMEOUT_MS,
      });
    } catch (err) {
      this.logger.warn({ err, ...letter }, 'Could not store a dead letter; redelivering');
      msg.nak(MAX_REDELIVERY_DELAY_MS);
      return;
    }
    msg.term();
    deadLetteredEvents.inc({ consumer: letter.consumer, subject: letter.subject });
    this.logger.error(letter, 'Gave up on an event after its last delivery; it is in DEAD_LETTERS');
  }

  private streamName(name: string): string {
    return this.namespace ? `${this.namespace}_${name}` : name;
  }

  private wireSubject(subject: string): string {
    return this.namespace ? `${this.namespace}.${subject}` : subject;
  }

  private localSubject(subject: string): string {
    return this.namespace ? subject.slice(this.namespace.length + 1) : subject;
  }
}

function streamHolding(filter: string): string {
  const stream = STREAMS.find(({ subjects }) =>
    subjects.some((pattern) => subjectMatches(pattern, filter)),
  );
  if (!stream) throw new Error(`No stream holds the subject ${filter}`);
  return stream.name;
}
