import type { Knex } from '@hub/kit';
import { dayKey } from '@hub/proto';
import type { PuzzleRecord } from '../db/puzzles.repository';
import { puzzleOfDay } from './schedule.service';

export interface PuzzleStore {
  /** Today's garden (America/Chicago day of `now`), made on first demand if not scheduled yet. */
  today(now: Date): Promise<PuzzleRecord>;
}

/**
 * Each process keeps the current day's garden in memory: the hub asks for /daily on every visit
 * and should not cost a query. Safe because a day's garden never changes once its day has come
 * (only days still to come may be replaced).
 */
export function createPuzzleStore(db: Knex): PuzzleStore {
  let cached: { dayKey: string; puzzle: Promise<PuzzleRecord> } | null = null;

  return {
    today(now) {
      const day = dayKey(now);
      if (cached?.dayKey !== day) {
        const puzzle = puzzleOfDay(db, day);
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
