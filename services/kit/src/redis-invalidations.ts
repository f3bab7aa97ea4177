import type { Redis } from 'ioredis';
import { EVERY_KEY, type ChangeFeedHandlers, type Feed } from './db/change-feed';
import { withTimeout } from './http/readiness';
import type { Logger } from './logger';

/** Where Redis sends a tracking connection's invalidations, in RESP2's redirect mode. */
const INVALIDATIONS = '__redis__:invalidate';
/**
 * A connection can die without a word (a half-open socket after a network fault or a failover):
 * each is asked a PING this often, and one not answered within HEARTBEAT_TIMEOUT_MS counts as
 * lost, as the Postgres change feed's heartbeat does.
 */
const HEARTBEAT_EVERY_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 2_000;

/**
 * Redis's own word that a key this process read has changed: server-assisted client-side caching
 * (`CLIENT TRACKING`), what Postgres's NOTIFY is to a NotifiedCache of a table. Reads that may be
 * kept go through `reader`, a connection of its own: Redis remembers each key it read, and when
 * any client sets, deletes or expires one (a script's writes and a FLUSHALL included) it tells
 * `subscriber`, the second connection, the keys, and the cache drops them (`onChange(key)`,
 * EVERY_KEY for a flush).
 *
 * A key changed after its read was answered is always reported, even while the answer is still
 * on its way: the cache marks a load under way and drops it on the word (NotifiedCache), which is
 * the race Redis's documentation names for two connections. Either connection lost or silent, the
 * feed is deaf until both are back and tracking points at the subscriber's new connection.
 */
export class RedisInvalidations implements Feed {
  /** Reads through this connection are tracked, once the feed listens. */
  readonly reader: Redis;
  private readonly subscriber: Redis;
  /** The subscriber's connection id, once subscribed: where tracking sends its invalidations. */
  private subscriberId: number | null = null;
  private listening = false;
  private stopped = false;
  /** Counts each loss: a set-up begun before the last one must not end in listening. */
  private losses = 0;
  /** Counts the subscriber's losses: an id read before the last one is no longer its own. */
  private subscriberLosses = 0;
  private heartbeat: NodeJS.Timeout | undefined;

  /** Two connections like `client` (its options), opened by `start`. */
  constructor(
    client: Redis,
    private readonly handlers: ChangeFeedHandlers,
    private readonly logger: Logger,
  ) {
    this.reader = client.duplicate({ lazyConnect: true });
    // Subscribed again by hand on each connection, after its id is read (not allowed once
    // subscribed).
    this.subscriber = client.duplicate({ lazyConnect: true, autoResubscribe: false });
    this.subscriber.on('messageBuffer', (channel: Buffer, keys: Buffer[] | null) => {
      if (channel.toString() !== INVALIDATIONS) return;
      if (keys === null) this.handlers.onChange(EVERY_KEY);
      else for (const key of keys) this.handlers.onChange(key.toString());
    });
    for (const connection of [this.reader, this.subscriber]) {
      // The client's owner logs Redis's outages; these only follow them.
      connection.on('error', () => {});
      connection.on('close', () => this.lost(connection));
      connection.on('ready', () => void this.setUp(connection));
    }
  }

  /** Whether reads through `reader` are tracked now (what NotifiedCache keeps copies on). */
  get isListening(): boolean {
    return this.listening;
  }

  start(): void {
    for (const connection of [this.reader, this.subscriber]) {
      connection.connect().catch(() => {
        // Retried by the client's own strategy; 'ready' sets the feed up.
      });
    }
    this.heartbeat = setInterval(() => this.checkPulse(), HEARTBEAT_EVERY_MS);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.heartbeat);
    this.lost(this.reader);
    this.reader.disconnect();
    this.subscriber.disconnect();
  }

  private lost(connection: Redis): void {
    this.losses++;
    if (connection === this.subscriber) {
      this.subscriberLosses++;
      this.subscriberId = null;
    }
    if (!this.listening) return;
    this.listening = false;
    this.handlers.onDeaf();
  }

  /** On a connection's 'ready': subscribes the subscriber, then points tracking at it. */
  private async setUp(connection: Redis): Promise<void> {
    try {
      if (connection === this.subscriber) {
        const since = this.subscriberLosses;
        const id = (await this.subscriber.client('ID')) as number;
        await this.subscriber.subscribe(INVALIDATIONS);
        if (since !== this.subscriberLosses) return;
        this.subscriberId = id;
      }
      if (this.subscriberId === null || this.reader.status !== 'ready') return;
      const since = this.losses;
      await this.reader.client('TRACKING', 'ON', 'REDIRECT', String(this.subscriberId));
      if (since !== this.losses) return;
    } catch (error) {
      this.logger.warn({ err: error }, 'Redis tracking could not start; reads are not kept');
      return;
    }
    if (this.stopped || this.listening) return;
    this.listening = true;
    this.handlers.onListening();
  }

  private checkPulse(): void {
    for (const connection of [this.reader, this.subscriber]) {
      if (connection.status !== 'ready') continue;
      const answered = connection.ping().then(
        () => true,
        () => false,
      );
      void withTimeout(answered, HEARTBEAT_TIMEOUT_MS, false).then((alive) => {
        if (alive || this.stopped) return;
        this.logger.warn('Redis tracking lost (no answer to PING); reads are not kept');
        this.lost(connection);
        // Reconnects at once: 'ready' sets the feed up again.
        connection.disconnect(true);
      });
    }
  }
}
