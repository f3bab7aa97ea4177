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
import type { GameStartedEvent } from '@hub/proto';

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

  /** Every start the outbox holds, each with its event's game and day. */
  async function allStarts() {
    const rows: { payload: GameStartedEvent }[] = await db('outbox').where({
      subject: 'games.started.jotto',
    });
    return rows.flatMap(({ payload: { game, day, starts } }) =>
      starts.map((start) => ({ game, day, ...start })),
    );
  }

  async function startsOf(playerId: string) {
    return (await allStarts()).filter((start) => start.playerId === playerId);
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

  it("says when each player started the day's puzzle, once, in a games.started event a group", async () => {
    const starts = await allStarts();
    expect(starts).toHaveLength(301);
    expect(new Set(starts.map((start) => start.playerId)).size).toBe(301);
    // The crowd's 300 came in a few events, as their views were written: not one event each.
    const events = await db('outbox').where({ subject: 'games.started.jotto' });
    expect(events.length).toBeLessThanOrEqual(12);
  });

  it('names each day of a group written around a reset in an event of its own', async () => {
    const yesterday = '2026-11-26';
    const at = new Date('2026-11-27T05:59:59Z');
    // The first view goes alone at once; the three behind it are written together.
    await Promise.all(
      ['first-alone', 'late-1', 'late-2', 'early-1'].map((playerId, index) =>
        recordDailyView(db, {
          game: 'jotto',
          day: index > 0 && index < 3 ? yesterday : TODAY,
          playerId,
          at,
          difficulty: index > 0 && index < 3 ? 'Hard' : 'Easy',
        }),
      ),
    );
    const events: { payload: GameStartedEvent }[] = await db('outbox')
      .where({ subject: 'games.started.jotto' })
      .whereRaw(`payload->>'day' = ?`, [yesterday]);
    expect(events.map(({ payload }) => payload)).toEqual([
      expect.objectContaining({
        day: yesterday,
        difficulty: 'Hard',
        starts: [
          { playerId: 'late-1', startedAt: at.toISOString() },
          { playerId: 'late-2', startedAt: at.toISOString() },
        ],
      }),
    ]);
    expect(await startsOf('early-1')).toEqual([
      { game: 'jotto', day: TODAY, playerId: 'early-1', startedAt: at.toISOString() },
    ]);
  });

  it('writes alone, at once, a view that arrives alone', async () => {
    inserts.length = 0;
    await recordDailyView(db, { game: 'jotto', day: TODAY, playerId: 'bob', at: new Date() });
    expect(inserts).toHaveLength(1);
    expect(await firstDailyView(db, TODAY, 'bob')).not.toBeNull();
  });
});
