import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createDb,
  createLogger,
  dayChangesMigration,
  DayCache,
  migrateSchema,
  type Knex,
} from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

const SERVICE = 'daycache';
const TODAY = '2026-11-24';
/** How long the feed may take to (re)connect and LISTEN. */
const SETTLE = { timeout: 5_000, interval: 25 };

/** Two replicas of one service: each its own pool and its own cache, one database. */
describe('DayCache', () => {
  let database: TestDatabase;
  const dbs: Knex[] = [];
  const caches: DayCache[] = [];
  let loads = 0;

  const replica = () => {
    const db = createDb(database.url, SERVICE);
    const cache = new DayCache(db, `${SERVICE}_days`, createLogger('day-cache-test', 'silent'));
    dbs.push(db);
    caches.push(cache);
    return { db, cache };
  };
  /** What a game's "puzzle of the day" read does: one row by day, counted. */
  const wordOf = (db: Knex, day: string) => async () => {
    loads += 1;
    const row = await db('daily_puzzles').first('word').where({ day });
    return row?.word as string | undefined;
  };

  /**
   * Waits until the replica's feed listens (two reads then cost one load: before, nothing is
   * kept); answers what it read.
   */
  const listening = ({ db, cache }: { db: Knex; cache: DayCache }) =>
    vi.waitFor(async () => {
      cache.forgetAll();
      const before = loads;
      const word = await cache.get(TODAY, wordOf(db, TODAY));
      expect(await cache.get(TODAY, wordOf(db, TODAY))).toBe(word);
      expect(loads - before).toBe(1);
      return word;
    }, SETTLE);

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = createDb(database.url, SERVICE);
    await migrateSchema(db, SERVICE, {
      '001_daily_puzzles': {
        up: (knex) =>
          knex.schema.createTable('daily_puzzles', (table) => {
            table.text('day').primary();
            table.text('word').notNullable();
          }),
      },
      '002_day_changes': dayChangesMigration(SERVICE),
    });
    await db('daily_puzzles').insert({ day: TODAY, word: 'plant' });
    await db.destroy();
  });

  afterAll(async () => {
    for (const cache of caches) await cache.stop();
    for (const db of dbs) await db.destroy();
    await database?.drop();
  });

  it('answers from memory once listening, sharing one load between requests that arrive together', async () => {
    const { db, cache } = replica();
    await listening({ db, cache });
    const before = loads;
    const words = await Promise.all(
      Array.from({ length: 20 }, () => cache.get(TODAY, wordOf(db, TODAY))),
    );
    expect(new Set(words)).toEqual(new Set(['plant']));
    expect(loads).toBe(before);
  });

  it("drops every replica's copy as soon as another replica changes the day", async () => {
    const first = replica();
    const second = replica();
    for (const each of [first, second]) expect(await listening(each)).toBe('plant');

    // An admin's replacement, made through the first replica's pool (or anyone's SQL).
    await first.db('daily_puzzles').where({ day: TODAY }).update({ word: 'crane' });
    await vi.waitFor(
      async () => {
        expect(await second.cache.get(TODAY, wordOf(second.db, TODAY))).toBe('crane');
        expect(await first.cache.get(TODAY, wordOf(first.db, TODAY))).toBe('crane');
      },
      { timeout: 1_000, interval: 10 },
    );
  });

  it('sees the changes made while its connection was lost, and caches again once it listens again', async () => {
    const { db, cache } = replica();
    await listening({ db, cache });
    // Postgres ends the listening connection (a restart, a failover, an idle-connection killer).
    await db.raw(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    await db('daily_puzzles').where({ day: TODAY }).update({ word: 'ghost' });
    await vi.waitFor(async () => {
      expect(await cache.get(TODAY, wordOf(db, TODAY))).toBe('ghost');
    }, SETTLE);
    await listening({ db, cache });
  });
});
