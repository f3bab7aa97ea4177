import type { Redis } from 'ioredis';
import { EVERY_KEY } from '../db/change-feed';
import type { Logger } from '../logger';
import { RedisInvalidations } from '../redis-invalidations';
import { SessionCopies, type SessionCopy } from './copies';
import { expiryOf, SessionStore, userIdIn, type StoredSession } from './store';

/**
 * Keeps a session and indexes it under its user in one step: the user's index is a sorted set of
 * their session ids scored by when each ends, rid of the ended ones at every write, and itself
 * kept exactly as long as its longest-lived session. Nothing, if the session was ended (its mark
 * stands until it would have expired): a request of it still in flight would otherwise write it
 * back, roles and all, after a sign-out, a reset or a revoke. KEYS: the session, the user's index,
 * the session's ended mark. ARGV: the session's id, when it ends (Unix ms), now (Unix ms), its
 * JSON ('' to index it only).
 */
const KEEP_AND_INDEX = `
if redis.call('EXISTS', KEYS[3]) == 1 then return 0 end
if ARGV[4] ~= '' then redis.call('SET', KEYS[1], ARGV[4], 'PXAT', ARGV[2]) end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[1])
local latest = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
redis.call('PEXPIREAT', KEYS[2], latest[2])
return 1`;

interface IndexingRedis extends Redis {
  hubKeepAndIndexSession(
    session: string,
    index: string,
    ended: string,
    id: string,
    expiresAt: number,
    now: number,
    json: string,
  ): Promise<number>;
}

/** What marks a Redis whose sessions, including those kept before the index existed, are indexed. */
const INDEXED_MARK = 'indexed';
const SCAN_BATCH = 500;

export interface RedisSessionStoreOptions {
  /** Where the keys start (`sess:`). */
  prefix?: string;
  /**
   * Keep copies of the sessions in use, for a process that reads one on every request (the
   * gateway, auth): two more connections to Redis, and the logger for their outages.
   */
  copies?: { logger: Logger };
}

/**
 * Sessions in Redis, each at `<prefix><id>` as its JSON with the session's own expiry (the format
 * connect-redis kept, so sessions of earlier releases stay valid), and each signed-in one in its
 * user's index at `<prefix>of:<userId>` (ids never hold a colon). Guests' sessions, the most of
 * them by far, are a plain SET.
 *
 * With `copies`, a returning player's read is answered from this process's copy, as the Postgres
 * store's is: Redis's tracking (RedisInvalidations) names every session key changed, deleted or
 * expired, whichever replica or command changed it, and the copy goes. Without tracking (not yet,
 * a connection lost, a Redis that refuses it) each read asks Redis, as it always did.
 */
export class RedisSessionStore extends SessionStore {
  private readonly client: IndexingRedis;
  private readonly prefix: string;
  private readonly copies: SessionCopies | null = null;
  private invalidations: RedisInvalidations | null = null;

  constructor(client: Redis, options: RedisSessionStoreOptions = {}) {
    super();
    if (!('hubKeepAndIndexSession' in client)) {
      client.defineCommand('hubKeepAndIndexSession', { numberOfKeys: 3, lua: KEEP_AND_INDEX });
    }
    this.client = client as IndexingRedis;
    this.prefix = options.prefix ?? 'sess:';
    const { copies } = options;
    if (copies) {
      this.copies = new SessionCopies(
        (handlers) =>
          (this.invalidations = new RedisInvalidations(client, handlers, copies.logger)),
        (key) => (key === EVERY_KEY ? undefined : key.slice(this.prefix.length)),
      );
    }
  }

  private keyOf(id: string) {
    return this.prefix + id;
  }

  private indexOf(userId: string) {
    return `${this.prefix}of:${userId}`;
  }

  /** Marks a signed-in session that ended, until it would have expired (KEEP_AND_INDEX). */
  private endedMarkOf(id: string) {
    return `${this.prefix}ended:${id}`;
  }

  /** The user's live sessions, each with when it ends (Unix ms), from the index. */
  private async liveSessionsOf(userId: string): Promise<Array<{ id: string; expiresAt: number }>> {
    const scored = await this.client.zrangebyscore(
      this.indexOf(userId),
      `(${Date.now()}`,
      '+inf',
      'WITHSCORES',
    );
    const live = [];
    for (let at = 0; at < scored.length; at += 2) {
      live.push({ id: scored[at]!, expiresAt: Number(scored[at + 1]) });
    }
    return live;
  }

  protected async read(id: string): Promise<StoredSession | null> {
    if (this.copies) return this.copies.read(id, () => this.copyOf(id));
    const json = await this.client.get(this.keyOf(id));
    return json ? (JSON.parse(json) as StoredSession) : null;
  }

  /** The session, through the tracked connection while tracking is on (else it is not kept). */
  private async copyOf(id: string): Promise<SessionCopy> {
    const tracked = this.invalidations?.isListening ? this.invalidations.reader : this.client;
    const json = await tracked.get(this.keyOf(id));
    return json ? { json, expiresAt: expiryOf(JSON.parse(json) as StoredSession) } : null;
  }

  protected async write(id: string, stored: StoredSession): Promise<void> {
    const now = Date.now();
    const expiresAt = expiryOf(stored, now);
    if (expiresAt <= now) return this.remove(id);
    const json = JSON.stringify(stored);
    const userId = userIdIn(stored);
    if (!userId) await this.client.set(this.keyOf(id), json, 'PXAT', expiresAt);
    else await this.keepAndIndex(id, userId, expiresAt, now, json);
    // This process's next read must not wait for Redis's word to come back to it.
    this.copies?.forget(id);
  }

  /** Keeps the session's JSON (unless '') and indexes it under its user, in one step. */
  private keepAndIndex(id: string, userId: string, expiresAt: number, now: number, json: string) {
    return this.client.hubKeepAndIndexSession(
      this.keyOf(id),
      this.indexOf(userId),
      this.endedMarkOf(id),
      id,
      expiresAt,
      now,
      json,
    );
  }

  /** A session's user is read before it goes (one read more, on a sign-out or a sign-in). */
  protected async remove(id: string): Promise<void> {
    const stored = await this.read(id);
    const userId = stored && userIdIn(stored);
    const step = this.client.multi().del(this.keyOf(id));
    if (userId) {
      step.zrem(this.indexOf(userId), id);
      step.set(this.endedMarkOf(id), '1', 'PXAT', expiryOf(stored));
    }
    await step.exec();
    this.copies?.forget(id);
  }

  async sessionIdsOf(userId: string): Promise<string[]> {
    return (await this.liveSessionsOf(userId)).map(({ id }) => id);
  }

  async endSessionsOf(userId: string, except?: string): Promise<number> {
    const ending = (await this.liveSessionsOf(userId)).filter(({ id }) => id !== except);
    if (ending.length === 0) return 0;
    const step = this.client
      .multi()
      .del(...ending.map(({ id }) => this.keyOf(id)))
      .zrem(this.indexOf(userId), ...ending.map(({ id }) => id));
    // Each one's mark lasts until the session would have expired.
    for (const { id, expiresAt } of ending) {
      step.set(this.endedMarkOf(id), '1', 'PXAT', expiresAt);
    }
    const results = await step.exec();
    for (const { id } of ending) this.copies?.forget(id);
    return Number(results?.[0]?.[1] ?? 0);
  }

  /**
   * Indexes the sessions kept before the index existed (an upgrade from a release without it),
   * once per Redis: until then a reset could miss a session signed in earlier. Reads every
   * session, in batches, which only the first start of such a release does; two replicas doing it
   * at once do no harm.
   */
  override async indexEarlierSessions(logger: Logger): Promise<void> {
    const mark = this.prefix + INDEXED_MARK;
    if (await this.client.exists(mark)) return;
    let cursor = '0';
    let indexed = 0;
    do {
      const [next, keys] = await this.client.scan(
        cursor,
        'MATCH',
        `${this.prefix}*`,
        'COUNT',
        SCAN_BATCH,
      );
      cursor = next;
      const sessionKeys = keys.filter((key) => !key.slice(this.prefix.length).includes(':'));
      if (sessionKeys.length === 0) continue;
      const values = await this.client.mget(...sessionKeys);
      const now = Date.now();
      for (const [position, json] of values.entries()) {
        const stored = json ? parsed(json) : undefined;
        const userId = stored && userIdIn(stored);
        if (!stored || !userId) continue;
        const id = sessionKeys[position]!.slice(this.prefix.length);
        const expiresAt = expiryOf(stored, now);
        if (expiresAt <= now) continue;
        await this.keepAndIndex(id, userId, expiresAt, now, '');
        indexed++;
      }
    } while (cursor !== '0');
    await this.client.set(mark, new Date().toISOString());
    if (indexed > 0) logger.info({ indexed }, 'indexed the signed-in sessions kept before');
  }

  /** Closes the tracking connections; the client stays its owner's. */
  override async close(): Promise<void> {
    await this.copies?.stop();
  }
}

function parsed(json: string): StoredSession | undefined {
  try {
    return JSON.parse(json) as StoredSession;
  } catch {
    return undefined;
  }
}
