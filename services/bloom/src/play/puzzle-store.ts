import type { Knex } from '@hub/kit';
import { bloomPuzzleNumber, dayKey } from '@hub/proto';
import { generateDailyPuzzle } from '../domain/daily';
import { findPuzzleByDay, insertPuzzle, type PuzzleRecord } from '../db/puzzles.repository';

export interface PuzzleStore {
  /** Today's garden (America/Chicago day of `now`), created on first demand. */
  today(now: Date): Promise<PuzzleRecord>;
}

/**
 * A stored garden never changes, so each process keeps the current day's in memory: the hub asks
 * for /daily on every visit and should not cost a query, let alone a generation.
 */
export function createPuzzleStore(db: Knex): PuzzleStore {
  let cached: { dayKey: string; puzzle: Promise<PuzzleRecord> } | null = null;

  async function load(day: string, puzzleNumber: number): Promise<PuzzleRecord> {
    return (
      (await findPuzzleByDay(db, day)) ??
      (await insertPuzzle(db, generateDailyPuzzle(day), puzzleNumber))
    );
  }

  return {
    today(now) {
      const day = dayKey(now);
      if (cached?.dayKey !== day) {
        const puzzle = load(day, bloomPuzzleNumber(now));
        cached = { dayKey: day, puzzle };
        // A failed load (database down) must not stick: the next request tries again.
        puzzle.catch(() => {
          if (cached?.puzzle === puzzle) cached = null;
        });
      }
      return cached.puzzle;
    },
  };
}
