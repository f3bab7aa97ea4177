import {
  cryptoRandom,
  makeOnce,
  requireReplaceableDay,
  withScheduleLock,
  SCHEDULE_DAYS_AHEAD,
  type DailySchedule,
  type Knex,
} from '@hub/kit';
import { dayKey, puzzleNumber, type BloomScheduledDay } from '@hub/proto';
import { findPuzzleByDay, insertPuzzle, type PuzzleRecord } from '../db/puzzles.repository';
import { puzzlesFrom, replacePuzzle, storedDays } from '../db/schedule.repository';
import { generateDailyPuzzle } from '../domain/daily';

/** A new garden for the day, from the operating system's randomness: nothing public tells it. */
const freshGarden = (day: string) => generateDailyPuzzle(day, cryptoRandom);

/**
 * The day's stored garden, generated and stored now if the scheduler has not reached it. The
 * day's lock makes replicas and requests that want the same day wait for one generation.
 */
export async function puzzleOfDay(db: Knex, day: string): Promise<PuzzleRecord> {
  const stored = await findPuzzleByDay(db, day);
  if (stored) return stored;
  return makeOnce(`bloom:${day}`, () =>
    withScheduleLock(db, `bloom:${day}`, async (trx) => {
      const made = await findPuzzleByDay(trx, day);
      if (made) return made;
      return insertPuzzle(trx, freshGarden(day), puzzleNumber(day));
    }),
  );
}

export function bloomSchedule(db: Knex): DailySchedule {
  return {
    stored: (days) => storedDays(db, days),
    ensure: (day) => puzzleOfDay(db, day),
  };
}

const scheduledView = (puzzle: PuzzleRecord): BloomScheduledDay => ({
  day: puzzle.dayKey,
  puzzleNumber: puzzle.puzzleNumber,
  difficulty: puzzle.difficulty,
  starters: puzzle.starters,
  solution: puzzle.solution,
});

/** Today and the stored days after it, solutions included (for the admin service only). */
export async function upcomingDays(db: Knex, now: Date): Promise<BloomScheduledDay[]> {
  const puzzles = await puzzlesFrom(db, dayKey(now), SCHEDULE_DAYS_AHEAD + 1);
  return puzzles.map(scheduledView);
}

/** Gives a day still to come a new garden (stored first if it was not yet). */
export async function replaceDay(db: Knex, now: Date, day: string): Promise<BloomScheduledDay> {
  requireReplaceableDay(now, day);
  const garden = freshGarden(day);
  await withScheduleLock(db, `bloom:${day}`, async (trx) => {
    if (await findPuzzleByDay(trx, day)) await replacePuzzle(trx, garden);
    else await insertPuzzle(trx, garden, puzzleNumber(day));
  });
  const stored = await findPuzzleByDay(db, day);
  if (!stored) throw new Error(`Daily puzzle ${day} vanished after its replacement`);
  return scheduledView(stored);
}
