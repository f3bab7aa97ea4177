import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateSchema, type Knex } from '@hub/kit';
import { createTestDatabase, type TestDatabase } from '@hub/kit/testing';
import { boardWithStarters, dayKey, emptyNotes, type BloomBoard } from '@hub/proto';
import { migrations } from '../src/db/migrations';
import { moveGuestProgress } from '../src/db/players.repository';
import { insertScore } from '../src/db/scores.repository';
import { countHint, findState, saveBoard } from '../src/db/states.repository';
import { puzzleOfDay } from '../src/play/schedule.service';
import type { PuzzleRecord } from '../src/db/puzzles.repository';

describe('bloom storage', () => {
  let database: TestDatabase;
  let db: Knex;
  let puzzle: PuzzleRecord;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url, 'bloom');
    await migrateSchema(db, 'bloom', migrations);
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('creates one garden per day however many servers ask at once', async () => {
    const now = new Date();
    const gardens = await Promise.all(
      Array.from({ length: 5 }, () => puzzleOfDay(db, dayKey(now))),
    );
    expect(new Set(gardens.map((garden) => garden.id)).size).toBe(1);
    expect(await db('daily_puzzles').count({ n: '*' })).toEqual([{ n: '1' }]);
    puzzle = gardens[0]!;
    expect(puzzle.dayKey).toBe(dayKey(now));
  });

  describe('archive moves (docs/rules.md#the-archive)', () => {
    const key = (playerId: string) => ({ puzzleId: puzzle.id, playerId });
    const at = (iso: string) => new Date(iso);
    const save = (playerId: string, archiveMove: Date | null) =>
      saveBoard(
        db,
        key(playerId),
        { board: boardWithStarters(puzzle.starters), notes: emptyNotes(), timeElapsed: 5 },
        archiveMove,
      );

    it('start the clock of a garden left on its day afresh, at the first archive move only', async () => {
      const onTheDay = await save('archivist', null);
      expect(onTheDay.archive).toBe(false);
      const first = await save('archivist', at('2030-01-02T10:00:00Z'));
      expect(first).toMatchObject({ archive: true, startedAt: at('2030-01-02T10:00:00Z') });
      expect(await countHint(db, key('archivist'), at('2030-01-02T10:05:00Z'))).toBe(1);
      const later = await save('archivist', at('2030-01-02T10:09:00Z'));
      expect(later).toMatchObject({ archive: true, startedAt: at('2030-01-02T10:00:00Z') });
      expect(later.startedAt.getTime()).not.toBe(onTheDay.startedAt.getTime());
    });

    it('start a new garden at a first archive hint', async () => {
      expect(await countHint(db, key('hinter'), at('2030-01-03T08:00:00Z'))).toBe(1);
      expect(await findState(db, key('hinter'))).toMatchObject({
        archive: true,
        startedAt: at('2030-01-03T08:00:00Z'),
        hintsUsed: 1,
      });
    });

    it('keep each clock apart when a guest who played in the archive signs in', async () => {
      await save('user-z', null);
      const daily = await findState(db, key('user-z'));
      await save('guest-z', at('2030-01-04T09:00:00Z'));
      await db.transaction((trx) => moveGuestProgress(trx, 'guest-z', 'user-z'));
      // The guest's archive garden, touched last, stays, with its own archive clock.
      expect(await findState(db, key('user-z'))).toMatchObject({
        archive: true,
        startedAt: at('2030-01-04T09:00:00Z'),
      });
      expect(daily?.archive).toBe(false);
    });
  });

  describe('moving a guest to the account they signed in with', () => {
    let board: BloomBoard;
    const guest = (label: string) => `guest-${label}`;
    const account = (label: string) => `user-${label}`;
    const state = (playerId: string) => findState(db, { puzzleId: puzzle.id, playerId });
    const saveAt = async (playerId: string, timeElapsed: number, minutesAgo: number) => {
      await saveBoard(
        db,
        { puzzleId: puzzle.id, playerId },
        { board, notes: emptyNotes(), timeElapsed },
      );
      await db('player_states')
        .where({ puzzle_id: puzzle.id, player_id: playerId })
        .update({ updated_at: db.raw('now() - make_interval(mins => ?)', [minutesAgo]) });
    };
    const score = (playerId: string, points: number) =>
      db.transaction((trx) =>
        insertScore(trx, {
          puzzleId: puzzle.id,
          playerId,
          displayName: 'Player',
          score: points,
          timeTaken: 60,
          hintsUsed: 0,
          ranked: true,
          board,
        }),
      );
    const move = (label: string) =>
      db.transaction((trx) => moveGuestProgress(trx, guest(label), account(label)));
    const scoresOf = (playerId: string) =>
      db('scores').where({ player_id: playerId }).pluck('score');

    beforeAll(() => {
      board = boardWithStarters(puzzle.starters);
    });

    it('moves everything when the account has nothing that day', async () => {
      await saveAt(guest('a'), 10, 0);
      await score(guest('a'), 700);
      await move('a');
      expect(await state(guest('a'))).toBeNull();
      expect((await state(account('a')))?.timeElapsed).toBe(10);
      expect(await scoresOf(account('a'))).toEqual([700]);
      expect(
        (
          await db('scores')
            .where({ player_id: account('a') })
            .first()
        ).user_id,
      ).toBe(account('a'));
    });

    it("keeps the account's score (one per day) and the garden that goes with it", async () => {
      await saveAt(account('b'), 20, 30);
      await score(account('b'), 500);
      await saveAt(guest('b'), 21, 0);
      await score(guest('b'), 900);
      await move('b');
      expect(await scoresOf(account('b'))).toEqual([500]);
      expect(await scoresOf(guest('b'))).toEqual([]);
      expect((await state(account('b')))?.timeElapsed).toBe(20);
    });

    it('keeps the garden touched last when neither is scored', async () => {
      await saveAt(account('c'), 30, 30);
      await saveAt(guest('c'), 31, 0);
      await move('c');
      expect((await state(account('c')))?.timeElapsed).toBe(31);

      await saveAt(account('d'), 40, 0);
      await saveAt(guest('d'), 41, 30);
      await move('d');
      expect((await state(account('d')))?.timeElapsed).toBe(40);
      expect(await state(guest('d'))).toBeNull();
    });

    it("keeps the guest's garden when only the guest's is scored", async () => {
      await saveAt(guest('e'), 50, 30);
      await score(guest('e'), 800);
      await saveAt(account('e'), 51, 0);
      await move('e');
      expect(await scoresOf(account('e'))).toEqual([800]);
      expect((await state(account('e')))?.timeElapsed).toBe(50);
    });
  });
});
