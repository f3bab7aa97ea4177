import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateSchema, type Knex } from '@hub/kit';
import { createTestDatabase, type TestDatabase } from '@hub/kit/testing';
import {
  addDays,
  boardWithStarters,
  cluesOf,
  dayKey,
  emptyNotes,
  type BloomBoard,
} from '@hub/proto';
import { migrations } from '../src/db/migrations';
import { insertPuzzle } from '../src/db/puzzles.repository';
import { insertScore } from '../src/db/scores.repository';
import { saveBoard } from '../src/db/states.repository';
import { finishProblem } from '../src/domain/finisher';
import { chooseHint } from '../src/domain/hint';
import { candidatesFromPlacements } from '../src/domain/grid';
import { lineCluesOf } from '../src/domain/lines';
import { countSolutions } from '../src/domain/solver';
import { puzzleOfDay } from '../src/play/schedule.service';

const rows = (...types: string[]): BloomBoard =>
  types.map((type) => Array(5).fill(type) as BloomBoard[number]);
/** Five of each flower, as the old rule wanted: a garden made before the clues. */
const OLD_SOLUTION = rows('PINK', 'YELLOW', 'RED', 'ORANGE', 'PURPLE');
/** The same garden mirrored round the wheel: the clues and the one starter cannot tell them apart. */
const MIRRORED = rows('PINK', 'PURPLE', 'ORANGE', 'RED', 'YELLOW');
const OLD_STARTERS = [{ r: 0, c: 0, type: 'PINK' as const }];

// Two migrations drop the untouched days ahead, each time the gardens' rule changed: the margin
// clues replaced five of each (010), and the weekday steps the solver that read lines by their
// arcs (018). Either, run after the days were stored, leaves the same days.
describe.each(['010_clue_rule_days', '018_weekday_steps_days'])(
  'days stored ahead, then %s',
  (name) => {
    let database: TestDatabase;
    let db: Knex;
    const today = dayKey();
    const day = (offset: number) => addDays(today, offset);

    beforeAll(async () => {
      database = await createTestDatabase();
      db = createDb(database.url, 'bloom');
      const { [name]: dropping, ...before } = migrations;
      expect(dropping).toBeDefined();
      await migrateSchema(db, 'bloom', before);

      // Old gardens from yesterday to five days ahead; three future ones touched by a player.
      const ids = new Map<number, number>();
      for (let offset = -1; offset <= 5; offset++) {
        const stored = await insertPuzzle(
          db,
          {
            dayKey: day(offset),
            difficulty: 'Expert',
            starters: OLD_STARTERS,
            solution: OLD_SOLUTION,
            rating: { hardest: 3, candidateSweeps: 2, lookaheads: 14 },
            candidatesTried: 1,
          },
          100 + offset,
        );
        ids.set(offset, stored.id);
      }
      const board = boardWithStarters(OLD_STARTERS);
      await saveBoard(
        db,
        { puzzleId: ids.get(2)!, playerId: 'early-bird' },
        { board, notes: emptyNotes(), timeElapsed: 3 },
      );
      await db.transaction((trx) =>
        insertScore(trx, {
          puzzleId: ids.get(3)!,
          playerId: 'time-traveller',
          displayName: 'Guest',
          score: 900,
          timeTaken: 60,
          hintsUsed: 0,
          ranked: true,
          board: OLD_SOLUTION,
        }),
      );
      await db('daily_views').insert({
        day: day(4),
        player_id: 'peeker',
        first_viewed_at: new Date(),
      });

      await migrateSchema(db, 'bloom', migrations);
    });

    afterAll(async () => {
      await db?.destroy();
      await database?.drop();
    });

    it('drops the days still to come that no player has touched, keeping today and the past', async () => {
      const kept = await db('daily_puzzles').orderBy('day_key').pluck('day_key');
      expect(kept).toEqual([day(-1), day(0), day(2), day(3), day(4)]);
    });

    it('serves a kept day with clues computed from its stored solution, and lets any rule-keeping garden win', async () => {
      const puzzle = await puzzleOfDay(db, today);
      expect(puzzle.dayKey).toBe(today);
      expect(puzzle.clues).toEqual({ rows: [1, 1, 1, 1, 1], columns: [5, 5, 5, 5, 5] });
      expect(puzzle.clues).toEqual(cluesOf(puzzle.solution));
      expect(finishProblem(OLD_SOLUTION, puzzle)).toBeNull();
      // Under the clues the one starter allows a second garden: it wins too, so nobody is stuck.
      expect(finishProblem(MIRRORED, puzzle)).toBeNull();
      expect(finishProblem(rows('PINK', 'PINK', 'RED', 'ORANGE', 'PURPLE'), puzzle)).toMatch(
        /^Row 2 holds|cannot touch/,
      );
      // Past the Lilies, deduction cannot tell Daisies from Pansies: the hint falls back on the
      // stored solution.
      const lilies = boardWithStarters(OLD_STARTERS);
      lilies[0] = [...OLD_SOLUTION[0]!];
      expect(chooseHint(lilies, puzzle)).toEqual({ r: 1, c: 0, type: 'YELLOW', corrects: false });
    });

    it('makes a dropped day again under the clue rule', async () => {
      const remade = await puzzleOfDay(db, day(1));
      expect(remade.solution).not.toEqual(OLD_SOLUTION);
      const givens = candidatesFromPlacements(remade.starters);
      expect(countSolutions(givens, lineCluesOf(remade.clues))).toBe(1);
    });
  },
);
