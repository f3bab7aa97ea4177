import type { ChangeFeedHandlers, Feed } from './change-feed';

export interface NotifiedCacheOptions<T> {
  /** At most this many copies; the oldest goes first when a new one would pass it. */
  capacity: number;
  /**
   * The copy a NOTIFY's payload names, to drop; undefined drops every copy (a change that names
   * none, such as a statement-level trigger's or a TRUNCATE's).
   */
  keyOfChange?: (payload: string) => string | undefined;
  /**
   * Whether an answer is worth keeping (all are by default). One that is not, such as a row that
   * is not there, is shared by the reads waiting on its load and then dropped, so that inserts
   * need not NOTIFY.
   */
  keep?: (value: T) => boolean;
}

/**
 * This process's copies of what a table holds, keyed, so reads that every player makes do not ask
 * Postgres each time, and the reads that arrive together while one loads share that load.
 *
 * Never stale across replicas, and with no TTL to wait out: a trigger on the table NOTIFYs the
 * channel on any change (whoever makes it: the service, its scheduler, a consumer of another
 * service's events, an operator's SQL), and every process drops the copy the change names as the
 * change commits, a load under way included (its answer goes to its own callers only). While the
 * feed is not listening (starting, or its connection lost) nothing is kept: each read loads.
 *
 * The feed is Postgres's NOTIFY (`ChangeFeed.on`) for a table, Redis's invalidations
 * (`RedisInvalidations`) for keys in Redis: the cache only needs to hear of each change.
 */
export class NotifiedCache<T> {
  private readonly copies = new Map<string, Promise<T>>();
  private listening = false;
  private started = false;
  private readonly feed: Feed;

  /** `feedOf` makes the feed that names each change; nothing connects before the first `get`. */
  constructor(
    feedOf: (handlers: ChangeFeedHandlers) => Feed,
    private readonly options: NotifiedCacheOptions<T>,
  ) {
    this.feed = feedOf({
      onChange: (payload) => {
        const key = options.keyOfChange?.(payload);
        if (key === undefined) this.forgetAll();
        else this.forget(key);
      },
      onDeaf: () => {
        this.listening = false;
        this.forgetAll();
      },
      onListening: () => {
        this.forgetAll();
        this.listening = true;
      },
    });
  }

  /** The copy for `key`, or `load`'s answer (kept, unless it fails). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.started) {
      this.started = true;
      this.feed.start();
    }
    const held = this.copies.get(key);
    if (held) return held;
    const loading = load();
    if (this.listening) {
      if (this.copies.size >= this.options.capacity) {
        const oldest = this.copies.keys().next().value;
        if (oldest !== undefined) this.copies.delete(oldest);
      }
      this.copies.set(key, loading);
      const drop = () => {
        if (this.copies.get(key) === loading) this.copies.delete(key);
      };
      const { keep } = this.options;
      loading.then((value) => {
        if (keep && !keep(value)) drop();
      }, drop);
    }
    return loading;
  }

  /**
   * Drops a copy now. For the process that made a change, whose own next read must not wait for
   * the NOTIFY to come back to it.
   */
  forget(key: string): void {
    this.copies.delete(key);
  }

  /** Drops every copy now (a load under way is no longer shared). */
  forgetAll(): void {
    this.copies.clear();
  }

  stop(): Promise<void> {
    this.started = true;
    this.listening = false;
    this.forgetAll();
    return this.feed.stop();
  }
}
