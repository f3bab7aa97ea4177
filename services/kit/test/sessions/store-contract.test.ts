import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLogger,
  PostgresSessionStore,
  RedisSessionStore,
  type Knex,
  type SessionData,
  type SessionStore,
} from '@hub/kit';
import {
  createTestDatabase,
  testRedisUrl,
  uniqueNamespace,
  type TestDatabase,
} from '@hub/kit/testing';

const logger = createLogger('session-store-test', 'silent');
const UNRELATED_SESSIONS = 10_000;

/** One store under test, with what the contract needs to see beneath it. */
interface Subject {
  store: SessionStore;
  /** Writes `count` sessions straight into the backing store, as a busy site would have them. */
  seed(sessions: { id: string; stored: SessionData }[]): Promise<void>;
  /**
   * Runs `work` and says what it asked of the backing store: a line per Redis command with its
   * keys, or per SQL statement.
   */
  watch(work: () => Promise<unknown>): Promise<string[]>;
  /** Whether `statement` (as `watch` reported it) reads the table through the user index. */
  usesUserIndex?(statement: string): Promise<boolean>;
  /** The Redis keys of the user's index and sessions: all that ending them may touch. */
  ownKeys?(userId: string, ids: string[]): string[];
  stop(): Promise<void>;
}

function redisSubject(copies = false): Subject {
  const redis = new Redis(testRedisUrl());
  const prefix = `${uniqueNamespace('store')}:sess:`;
  const store = new RedisSessionStore(redis, { prefix, ...(copies ? { copies: { logger } } : {}) });
  return {
    store,
    async seed(sessions) {
      for (let start = 0; start < sessions.length; start += 1_000) {
        const batch = redis.pipeline();
        for (const { id, stored } of sessions.slice(start, start + 1_000)) {
          batch.set(prefix + id, JSON.stringify(stored), 'PX', 3_600_000);
        }
        await batch.exec();
      }
    },
    async watch(work) {
      const monitor = await redis.monitor();
      const seen: string[] = [];
      const marker = `${prefix}watch-done`;
      const done = new Promise<void>((resolve) =>
        monitor.on('monitor', (_time: string, args: string[]) => {
          if (args.includes(marker)) return resolve();
          if (args.some((arg) => arg.startsWith(prefix)) || /^(scan|keys)$/i.test(args[0] ?? '')) {
            seen.push(args.join(' '));
          }
        }),
      );
      await work();
      // A command of the test's own, seen last: every command of the work came before it.
      await redis.exists(marker);
      await done;
      monitor.disconnect();
      return seen;
    },
    ownKeys: (userId, ids) => [
      `${prefix}of:${userId}`,
      ...ids.flatMap((id) => [prefix + id, `${prefix}ended:${id}`]),
    ],
    async stop() {
      await store.close();
      const keys = await redis.keys(`${prefix}*`);
      for (let start = 0; start < keys.length; start += 1_000) {
        await redis.del(...keys.slice(start, start + 1_000));
      }
      redis.disconnect();
    },
  };
}

async function postgresSubject(): Promise<Subject> {
  const database: TestDatabase = await createTestDatabase();
  const store = await PostgresSessionStore.open(database.url, 'gateway', logger);
  const { db } = store;
  return {
    store,
    async seed(sessions) {
      for (let start = 0; start < sessions.length; start += 1_000) {
        await db('sessions').insert(
          sessions.slice(start, start + 1_000).map(({ id, stored }) => ({
            sid: id,
            sess: JSON.stringify(stored),
            expire: new Date(Date.now() + 3_600_000),
          })),
        );
      }
      await db.raw('ANALYZE sessions');
    },
    async watch(work) {
      const seen: string[] = [];
      const record = (query: { sql: string; bindings?: unknown[] }) =>
        seen.push(`${query.sql} -- ${JSON.stringify(query.bindings ?? [])}`);
      db.on('query', record);
      try {
        await work();
      } finally {
        db.off('query', record);
      }
      return seen;
    },
    async usesUserIndex(statement) {
      const [sql = '', bindings = '[]'] = statement.split(' -- ');
      // The statement as knex reported it, with pg's $n placeholders; knex.raw takes ?.
      const placeholders = sql.replace(/\$\d+/g, '?');
      const plan = await db.raw(
        `EXPLAIN ${placeholders}`,
        JSON.parse(bindings) as Knex.RawBinding[],
      );
      const text = plan.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
      return text.includes('sessions_user_id') && !text.includes('Seq Scan');
    },
    async stop() {
      await store.close();
      await database.drop();
    },
  };
}

const newId = () => randomUUID().replaceAll('-', '');

/** A session as registerSessions stores one, ending `inMs` from now. */
function session(fields: { userId?: string; playerId?: string }, inMs = 3_600_000): SessionData {
  const playerId = fields.playerId ?? fields.userId ?? randomUUID();
  return {
    cookie: {
      originalMaxAge: inMs,
      expires: new Date(Date.now() + inMs),
      httpOnly: true,
      path: '/',
    },
    ...fields,
    playerId,
  } as unknown as SessionData;
}

const get = (store: SessionStore, id: string) =>
  new Promise<SessionData | null | undefined>((resolve, reject) =>
    store.get(id, (error, stored) => (error ? reject(error as Error) : resolve(stored))),
  );
const set = (store: SessionStore, id: string, stored: SessionData) =>
  new Promise<void>((resolve, reject) =>
    store.set(id, stored, (error) => (error ? reject(error as Error) : resolve())),
  );
const destroy = (store: SessionStore, id: string) =>
  new Promise<void>((resolve, reject) =>
    store.destroy(id, (error) => (error ? reject(error as Error) : resolve())),
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([
  ['Redis', async () => redisSubject()],
  ['Redis, keeping copies (the gateway, auth)', async () => redisSubject(true)],
  ['Postgres (npm start)', postgresSubject],
])('the session store contract: %s', (_name, makeSubject) => {
  let subject: Subject;
  let store: SessionStore;
  beforeAll(async () => {
    subject = await makeSubject();
    store = subject.store;
  });
  afterAll(() => subject?.stop());

  it('keeps, reads and destroys a session', async () => {
    const id = newId();
    expect(await get(store, id)).toBeFalsy();
    await set(store, id, session({ playerId: 'guest-1' }));
    expect(await get(store, id)).toMatchObject({ playerId: 'guest-1' });
    // A second write replaces the first, and a read after it sees it at once.
    await set(store, id, { ...session({ playerId: 'guest-1' }), refreshedAt: 42 } as SessionData);
    expect(await get(store, id)).toMatchObject({ refreshedAt: 42 });
    await destroy(store, id);
    expect(await get(store, id)).toBeFalsy();
  });

  it("indexes a user's sessions as they are made, replaced and destroyed", async () => {
    const userId = randomUUID();
    const [first, second, third] = [newId(), newId(), newId()];
    const guest = newId();
    const otherUser = newId();
    await set(store, guest, session({}));
    await set(store, otherUser, session({ userId: randomUUID() }));
    for (const id of [first, second, third]) await set(store, id, session({ userId }));
    expect((await store.sessionIdsOf(userId)).sort()).toEqual([first, second, third].sort());

    // A sign-out, and a sign-in's regenerate: the old id goes, the new one is indexed.
    await destroy(store, first);
    const regenerated = newId();
    await destroy(store, second);
    await set(store, regenerated, session({ userId }));
    expect((await store.sessionIdsOf(userId)).sort()).toEqual([third, regenerated].sort());
    // A refresh of the same session keeps one entry.
    await set(store, third, session({ userId }, 7_200_000));
    expect((await store.sessionIdsOf(userId)).sort()).toEqual([third, regenerated].sort());
  });

  it('lets a session go, from reads and from the index, when it expires', async () => {
    const userId = randomUUID();
    const brief = newId();
    const lasting = newId();
    await set(store, brief, session({ userId }, 1_000));
    await set(store, lasting, session({ userId }));
    expect(await get(store, brief)).toMatchObject({ userId });
    await sleep(1_300);
    expect(await get(store, brief)).toBeFalsy();
    expect(await store.sessionIdsOf(userId)).toEqual([lasting]);
    // A session written already expired is not kept at all.
    const late = newId();
    await set(store, late, session({ userId }, -1_000));
    expect(await get(store, late)).toBeFalsy();
    expect(await store.sessionIdsOf(userId)).toEqual([lasting]);
  });

  it("ends every session of a user but the one kept, and nobody else's", async () => {
    const userId = randomUUID();
    const kept = newId();
    const others = [newId(), newId(), newId()];
    const guest = newId();
    const someoneElse = newId();
    for (const id of [kept, ...others]) await set(store, id, session({ userId }));
    await set(store, guest, session({}));
    await set(store, someoneElse, session({ userId: randomUUID() }));
    for (const id of others) expect(await get(store, id)).toMatchObject({ userId });

    expect(await store.endSessionsOf(userId, kept)).toBe(3);
    for (const id of others) expect(await get(store, id)).toBeFalsy();
    expect(await get(store, kept)).toMatchObject({ userId });
    expect(await get(store, guest)).toBeTruthy();
    expect(await get(store, someoneElse)).toBeTruthy();
    expect(await store.sessionIdsOf(userId)).toEqual([kept]);

    // Without an exception, all of them (an operator's revoke); a second time, none.
    expect(await store.endSessionsOf(userId)).toBe(1);
    expect(await get(store, kept)).toBeFalsy();
    expect(await store.endSessionsOf(userId)).toBe(0);
  });

  it('keeps an ended signed-in session ended: a write of it still in flight brings nothing back', async () => {
    const userId = randomUUID();
    const [signedOut, reset, kept] = [newId(), newId(), newId()];
    for (const id of [signedOut, reset, kept]) await set(store, id, session({ userId }));
    // A request of each read its session before the end, and answers (a refresh) after it.
    const inFlight = session({ userId, isAdmin: true } as { userId: string });
    await destroy(store, signedOut);
    expect(await store.endSessionsOf(userId, kept)).toBe(1);
    for (const id of [signedOut, reset]) {
      await set(store, id, inFlight);
      expect(await get(store, id), id).toBeFalsy();
    }
    expect(await store.sessionIdsOf(userId)).toEqual([kept]);
    // The one kept refreshes as ever; a guest's session, once ended, may be made again.
    await set(store, kept, session({ userId }, 7_200_000));
    expect(await get(store, kept)).toMatchObject({ userId });
    const guest = newId();
    await set(store, guest, session({}));
    await destroy(store, guest);
    await set(store, guest, session({ playerId: 'again' }));
    expect(await get(store, guest)).toMatchObject({ playerId: 'again' });
  });

  it(`ends a user's sessions among ${UNRELATED_SESSIONS} others touching only theirs`, async () => {
    const userId = randomUUID();
    await subject.seed(
      Array.from({ length: UNRELATED_SESSIONS }, (_, n) => ({
        id: newId(),
        // A third signed in to other accounts, the rest guests: what a site holds.
        stored: session(n % 3 === 0 ? { userId: randomUUID() } : {}),
      })),
    );
    const kept = newId();
    const ended = [newId(), newId()];
    for (const id of [kept, ...ended]) await set(store, id, session({ userId }));

    const calls = await subject.watch(() => store.endSessionsOf(userId, kept));

    for (const id of ended) expect(await get(store, id)).toBeFalsy();
    expect(await get(store, kept)).toBeTruthy();
    // A handful of calls whatever the site's size (and at most one more per session ended, its
    // ended mark), each about this user's sessions only.
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.length).toBeLessThanOrEqual(5 + ended.length);
    const own = subject.ownKeys?.(userId, [kept, ...ended]);
    for (const call of calls) {
      expect(call).not.toMatch(/^(scan|keys)\b/i);
      for (const key of call.split(' ').filter((word) => word.includes(':sess:'))) {
        expect(own).toContain(key);
      }
      if (subject.usesUserIndex && /^(delete|select)/i.test(call)) {
        expect(await subject.usesUserIndex(call)).toBe(true);
      }
    }
  });
});

describe('the Postgres store, shared by several processes', () => {
  let database: TestDatabase;
  let stores: PostgresSessionStore[];
  beforeAll(async () => {
    database = await createTestDatabase();
    stores = [];
    for (const _process of [1, 2]) {
      stores.push(await PostgresSessionStore.open(database.url, 'gateway', logger));
    }
  });
  afterAll(async () => {
    for (const store of stores ?? []) await store.close();
    await database?.drop();
  });

  it('answers a session from its copy, and drops the copy as soon as another process ends it', async () => {
    const [site, command] = stores as [PostgresSessionStore, PostgresSessionStore];
    const userId = randomUUID();
    const id = newId();
    await set(site, id, session({ userId }));
    // Once its change feed listens, a read is answered without asking Postgres.
    const queries: string[] = [];
    site.db.on('query', (query: { sql: string }) => queries.push(query.sql));
    await expect
      .poll(async () => {
        queries.length = 0;
        expect(await get(site, id)).toMatchObject({ userId });
        return queries.length;
      })
      .toBe(0);

    expect(await command.endSessionsOf(userId)).toBe(1);
    await expect.poll(() => get(site, id), { timeout: 2_000 }).toBeFalsy();
  });

  it('commits what makes a session without waiting for the disk, and what ends one waiting', async () => {
    const [site] = stores as [PostgresSessionStore];
    const settings: string[] = [];
    const record = (query: { sql: string }) => {
      if (/synchronous_commit/i.test(query.sql)) settings.push(query.sql);
    };
    const { rows } = await site.db.raw('SHOW synchronous_commit');
    expect(rows[0].synchronous_commit).toBe('off');
    site.db.on('query', record);
    try {
      const userId = randomUUID();
      await set(site, newId(), session({ userId }));
      expect(settings).toEqual([]);
      await site.endSessionsOf(userId);
      await destroy(site, newId());
      expect(settings).toEqual([
        'SET LOCAL synchronous_commit TO on',
        'SET LOCAL synchronous_commit TO on',
      ]);
    } finally {
      site.db.off('query', record);
    }
  });

  it('writes the sessions made together in one INSERT, and ends none before it is written', async () => {
    const [site] = stores as [PostgresSessionStore];
    const inserts: string[] = [];
    const record = (query: { sql: string }) => {
      if (/^insert into "sessions"/i.test(query.sql)) inserts.push(query.sql);
    };
    site.db.on('query', record);
    try {
      const userId = randomUUID();
      const ids = Array.from({ length: 20 }, newId);
      // A crowd arriving at once, and a reset sent while their writes are on their way.
      const made = ids.map((id) => set(site, id, session({ userId })));
      const ended = site.endSessionsOf(userId);
      await Promise.all(made);
      expect(await ended).toBe(ids.length);
      expect(inserts.length).toBeLessThan(ids.length);
      for (const id of ids) expect(await get(site, id)).toBeFalsy();
    } finally {
      site.db.off('query', record);
    }
  });

  it('sees a change another process wrote, not its own older copy', async () => {
    const [site, other] = stores as [PostgresSessionStore, PostgresSessionStore];
    const id = newId();
    await set(site, id, session({ playerId: 'before' }));
    expect(await get(site, id)).toMatchObject({ playerId: 'before' });
    await set(other, id, session({ playerId: 'after' }));
    await expect
      .poll(async () => (await get(site, id)) as { playerId?: string } | null, { timeout: 2_000 })
      .toMatchObject({ playerId: 'after' });
  });
});

describe('the Redis store keeping copies, shared by several processes', () => {
  const namespace = uniqueNamespace('copies');
  const prefix = `${namespace}:sess:`;
  let clients: Redis[];
  let stores: RedisSessionStore[];
  /** Another client of the same Redis: an operator's redis-cli, another release's process. */
  let operator: Redis;
  beforeAll(() => {
    // Named, so the test finds its own connections (a store's inherit its client's name).
    clients = [1, 2].map(
      (process) => new Redis(testRedisUrl(), { connectionName: `${namespace}-${process}` }),
    );
    stores = clients.map((client) => new RedisSessionStore(client, { prefix, copies: { logger } }));
    operator = new Redis(testRedisUrl());
  });
  afterAll(async () => {
    for (const store of stores ?? []) await store.close();
    const keys = await operator.keys(`${prefix}*`);
    if (keys.length) await operator.del(...keys);
    for (const client of [...(clients ?? []), operator]) client?.disconnect();
  });

  /** The GETs of this prefix Redis runs while `work` runs, whoever sends them. */
  async function readsDuring(work: () => Promise<unknown>): Promise<number> {
    const monitor = await operator.monitor();
    let reads = 0;
    const marker = `${prefix}reads-done`;
    const done = new Promise<void>((resolve) =>
      monitor.on('monitor', (_time: string, args: string[]) => {
        if (args.includes(marker)) return resolve();
        if (/^get$/i.test(args[0] ?? '') && args[1]?.startsWith(prefix)) reads++;
      }),
    );
    await work();
    await operator.exists(marker);
    await done;
    monitor.disconnect();
    return reads;
  }

  /** Polls until `id`'s read is answered from the copy, asking Redis nothing. */
  async function untilCopied(store: RedisSessionStore, id: string) {
    await expect.poll(async () => readsDuring(() => get(store, id)), { timeout: 5_000 }).toBe(0);
  }

  it('answers a session from its copy, and drops the copy as soon as another process ends it', async () => {
    const [site, command] = stores as [RedisSessionStore, RedisSessionStore];
    const userId = randomUUID();
    const id = newId();
    await set(site, id, session({ userId }));
    await untilCopied(site, id);
    expect(await get(site, id)).toMatchObject({ userId });

    expect(await command.endSessionsOf(userId)).toBe(1);
    await expect.poll(() => get(site, id), { timeout: 2_000 }).toBeFalsy();
  });

  it('sees a change any client of Redis makes: a write, a delete, an expiry', async () => {
    const [site] = stores as [RedisSessionStore];
    const id = newId();
    await set(site, id, session({ playerId: 'before' }));
    await untilCopied(site, id);

    const changed = session({ playerId: 'after' });
    await operator.set(prefix + id, JSON.stringify(changed), 'PX', 60_000);
    await expect
      .poll(async () => (await get(site, id)) as { playerId?: string } | null, { timeout: 2_000 })
      .toMatchObject({ playerId: 'after' });

    await untilCopied(site, id);
    await operator.del(prefix + id);
    await expect.poll(() => get(site, id), { timeout: 2_000 }).toBeFalsy();

    // Redis's own expiry (a key shortened by hand, not the session's cookie) drops it too.
    await operator.set(prefix + id, JSON.stringify(changed), 'PX', 60_000);
    await untilCopied(site, id);
    await operator.pexpire(prefix + id, 200);
    await expect.poll(() => get(site, id), { timeout: 3_000 }).toBeFalsy();
  });

  it('keeps nothing while its tracking is lost, and is true again once it is back', async () => {
    const [site] = stores as [RedisSessionStore];
    const id = newId();
    await set(site, id, session({ playerId: 'first' }));
    await untilCopied(site, id);

    // The invalidations' connection goes (a failover, a proxy's idle timeout): a change made
    // before the store is back would be missed, so nothing may be answered from before.
    const connections = (await operator.client('LIST')) as string;
    const subscribers = connections
      .split('\n')
      .filter((line) => line.includes(`name=${namespace}-1 `) && line.includes('sub=1'))
      .map((line) => /\bid=(\d+)/.exec(line)?.[1])
      .filter((found): found is string => found !== undefined);
    expect(subscribers.length).toBeGreaterThan(0);
    for (const subscriber of subscribers) await operator.client('KILL', 'ID', subscriber);
    await operator.set(prefix + id, JSON.stringify(session({ playerId: 'second' })), 'PX', 60_000);
    expect(await get(site, id)).toMatchObject({ playerId: 'second' });

    // Back: copies again, and a change after it is heard.
    await untilCopied(site, id);
    await operator.set(prefix + id, JSON.stringify(session({ playerId: 'third' })), 'PX', 60_000);
    await expect
      .poll(async () => (await get(site, id)) as { playerId?: string } | null, { timeout: 2_000 })
      .toMatchObject({ playerId: 'third' });
  });
});
