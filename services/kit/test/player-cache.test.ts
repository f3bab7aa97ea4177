import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createDb,
  createLogger,
  migrateSchema,
  PlayerCache,
  playerChangesMigration,
  playerChannelOf,
  type Knex,
} from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

const SERVICE = 'playercache';
const TODAY = '2026-11-27';
/** How long the feed may take to (re)connect and LISTEN, and a NOTIFY to arrive. */
const SETTLE = { timeout: 5_000, interval: 25 };

/** Two replicas of one service: each its own pool and its own cache, one database. */
describe('PlayerCache', () => {
  let database: TestDatabase;
  const dbs: Knex[] = [];
  const caches: PlayerCache[] = [];
  const loads = new Map<string, number>();

  type Replica = { db: Knex; cache: PlayerCache };
  const replica = (): Replica => {
    const db = createDb(database.url, SERVICE);
    const cache = new PlayerCache(
      db,
      playerChannelOf(SERVICE),
      createLogger('player-cache-test', 'silent'),
    );
    dbs.push(db);
    caches.push(cache);
    return { db, cache };
  };
  /** What a daily read does for the player's part: their guesses of the day, counted. */
  const guessesOf = ({ db, cache }: Replica, playerId: string, newPlayer?: true) =>
    cache.get(
      TODAY,
      { playerId, newPlayer },
      async () => {
        loads.set(playerId, (loads.get(playerId) ?? 0) + 1);
        const rows = await db('guesses').select('guess').where({ day: TODAY, player_id: playerId });
        return rows.map((row: { guess: string }) => row.guess).sort();
      },
      [],
    );
  const loadsOf = (playerId: string) => loads.get(playerId) ?? 0;

  /** Waits until the replica's feed listens: two reads then cost one load (before, none is kept). */
  const listening = (each: Replica, playerId: string) =>
    vi.waitFor(async () => {
      each.cache.forget(TODAY, playerId);
      const before = loadsOf(playerId);
      const first = await guessesOf(each, playerId);
      expect(await guessesOf(each, playerId)).toEqual(first);
      expect(loadsOf(playerId) - before).toBe(1);
    }, SETTLE);

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = createDb(database.url, SERVICE);
    await migrateSchema(db, SERVICE, {
      '001_guesses': {
        up: (knex) =>
          knex.schema.createTable('guesses', (table) => {
            table.text('day').notNullable();
            table.text('player_id').notNullable();
            table.text('guess').notNullable();
          }),
      },
      '002_guesses_changes': playerChangesMigration(SERVICE, 'guesses', ['day', 'player_id']),
    });
    await db('guesses').insert([
      { day: TODAY, player_id: 'ada', guess: 'crane' },
      { day: TODAY, player_id: 'bob', guess: 'plant' },
    ]);
    await db.destroy();
  });

  afterAll(async () => {
    for (const cache of caches) await cache.stop();
    for (const db of dbs) await db.destroy();
    await database?.drop();
  });

  it("drops a player's copy on every replica as another replica's change to it commits, and no one else's", async () => {
    const first = replica();
    const second = replica();
    for (const each of [first, second]) {
      await listening(each, 'ada');
      await listening(each, 'bob');
    }
    const bobLoads = loadsOf('bob');

    // Ada guesses, through the first replica's pool.
    await first.db('guesses').insert({ day: TODAY, player_id: 'ada', guess: 'sworn' });
    await vi.waitFor(async () => {
      expect(await guessesOf(second, 'ada')).toEqual(['crane', 'sworn']);
      expect(await guessesOf(first, 'ada')).toEqual(['crane', 'sworn']);
    }, SETTLE);
    // Bob's copies stayed where they were.
    expect(await guessesOf(second, 'bob')).toEqual(['plant']);
    expect(await guessesOf(first, 'bob')).toEqual(['plant']);
    expect(loadsOf('bob')).toBe(bobLoads);
  });

  it("drops both players' copies when a guest's rows move to an account, and every copy on a TRUNCATE", async () => {
    const each = replica();
    await listening(each, 'bob');
    await listening(each, 'cy');
    expect(await guessesOf(each, 'cy')).toEqual([]);

    await each.db('guesses').where({ player_id: 'bob' }).update({ player_id: 'cy' });
    await vi.waitFor(async () => {
      expect(await guessesOf(each, 'cy')).toEqual(['plant']);
      expect(await guessesOf(each, 'bob')).toEqual([]);
    }, SETTLE);

    await each.db.raw('TRUNCATE guesses');
    await vi.waitFor(async () => {
      expect(await guessesOf(each, 'cy')).toEqual([]);
    }, SETTLE);
  });

  it('answers a player made for this very request without asking the database, and drops that copy when they play', async () => {
    const each = replica();
    await listening(each, 'ada');

    expect(await guessesOf(each, 'dee', true)).toEqual([]);
    expect(loadsOf('dee')).toBe(0);
    // Their next read (no longer new) is that copy, until they guess.
    expect(await guessesOf(each, 'dee')).toEqual([]);
    expect(loadsOf('dee')).toBe(0);
    await each.db('guesses').insert({ day: TODAY, player_id: 'dee', guess: 'light' });
    await vi.waitFor(async () => {
      expect(await guessesOf(each, 'dee')).toEqual(['light']);
    }, SETTLE);
    expect(loadsOf('dee')).toBe(1);
  });

  it('keeps nothing while its connection is lost, and caches again once it listens again', async () => {
    const each = replica();
    await listening(each, 'ada');
    await each.db.raw(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    await each.db('guesses').insert({ day: TODAY, player_id: 'ada', guess: 'ghost' });
    await vi.waitFor(async () => {
      expect(await guessesOf(each, 'ada')).toContain('ghost');
    }, SETTLE);
    await listening(each, 'ada');
  });
});
