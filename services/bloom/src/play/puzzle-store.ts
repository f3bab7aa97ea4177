import type { DayCache, Knex } from '@hub/kit';
import { dayKey } from '@hub/proto';
import type { PuzzleRecord } from '../db/puzzles.repository';
import { puzzleOfDay } from './schedule.service';

export interface PuzzleStore {
  /** Today's garden (America/Chicago day of `now`), made on first demand if not scheduled yet. */
  today(now: Date): Promise<PuzzleRecord>;
}

/**
 * Each process keeps the day's garden in memory (the runtime's DayCache): the hub asks for /daily
 * on every visit and should not cost a query.
 */
export function createPuzzleStore(db: Knex, days: DayCache): PuzzleStore {
  return {
    today(now) {
      const day = dayKey(now);
      return days.get(day, () => puzzleOfDay(db, day));
    },
  };
}
