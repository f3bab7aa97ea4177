import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDb,
  dailyViewsMigration,
  firstDailyView,
  migrateSchema,
  outboxMigration,
  recordDailyView,
  type Knex,
} from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

const SERVICE = 'views';
const TODAY = '2026-11-27';

describe("recording players' first views of a day", () => {
  let database: TestDatabase;
  let db: Knex;
  const inserts: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url, SERVICE, { max: 2 });
    await migrateSchema(db, SERVICE, {
      '000_outbox': outboxMigration,
      '001_daily_views': dailyViewsMigration,
    });
    db.on('query', ({ sql }: { sql: string }) => {
      if (/^insert into "daily_views"/i.test(sql)) inserts.push(sql);
    });
  });

  async function startsOf(playerId: string) {
    const rows: { payload: Record<string, unknown> }[] = await db('outbox').where({
      subject: 'games.started.jotto',
    });
    return rows
      .map(({ payload }) => payload)
      .filter((payload) => payload.playerId === playerId)
      .map(({ game, playerId: id, day, startedAt }) => ({ game, playerId: id, day, startedAt }));
  }

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('stores every view of a crowd arriving at once, in a few writes rather than one each', async () => {
    inserts.length = 0;
    const at = new Date('2026-11-27T06:00:00Z');
    const players = Array.from({ length: 300 }, (_, index) => `crowd-${index}`);
    await Promise.all(
      players.map((player) =>
        recordDailyView(db, { game: 'jotto', day: TODAY, playerId: player, at }),
      ),
    );

    const stored = await db('daily_views').count<[{ count: string }]>('* as count').where({
      day: TODAY,
    });
    expect(Number(stored[0]?.count)).toBe(players.length);
    expect(inserts.length).toBeGreaterThan(0);
    expect(inserts.length).toBeLessThanOrEqual(10);
  });

  it("keeps a player's earliest view, also when two are written together", async () => {
    const early = new Date('2026-11-27T06:00:00Z');
    const later = new Date('2026-11-27T06:00:05Z');
    await Promise.all([
      recordDailyView(db, { game: 'jotto', day: TODAY, playerId: 'ada', at: early }),
      recordDailyView(db, { game: 'jotto', day: TODAY, playerId: 'ada', at: later }),
    ]);
    await recordDailyView(db, {
      game: 'jotto',
      day: TODAY,
      playerId: 'ada',
      at: new Date('2026-11-27T07:00:00Z'),
    });
    expect(await firstDailyView(db, TODAY, 'ada')).toEqual(early);
    // One start of the day, at the first view, whichever of the views came first to be written.
    expect(await startsOf('ada')).toEqual([
      { game: 'jotto', playerId: 'ada', day: TODAY, startedAt: early.toISOString() },
    ]);
  });

  it("says when each player started the day's puzzle, once: a games.started event", async () => {
    const starts = await db('outbox').where({ subject: 'games.started.jotto' });
    expect(starts.length).toBe(301);
  });

  it('writes alone, at once, a view that arrives alone', async () => {
    inserts.length = 0;
    await recordDailyView(db, { game: 'jotto', day: TODAY, playerId: 'bob', at: new Date() });
    expect(inserts).toHaveLength(1);
    expect(await firstDailyView(db, TODAY, 'bob')).not.toBeNull();
  });
});
