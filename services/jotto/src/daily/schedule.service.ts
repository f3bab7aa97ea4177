import {
  cryptoRandom,
  makeOnce,
  requireReplaceableDay,
  withScheduleLock,
  SCHEDULE_DAYS_AHEAD,
  type DailySchedule,
  type DayCache,
  type Knex,
} from '@hub/kit';
import { addDays, dayKey, puzzleNumber, type JottoScheduledDay } from '@hub/proto';
import { ensureDailyPuzzle, type DailyPuzzleRecord } from '../db/daily.repository';
import {
  findPuzzle,
  puzzlesFrom,
  replaceWord,
  storedDays,
  wordsBetween,
} from '../db/schedule.repository';
import { chooseDailyWord, NO_REPEAT_DAYS } from '../domain/daily-word';
import type { JottoWords } from '../domain/word-lists';

/** What the schedule needs: the stored days and the answers a new day may take. */
export interface ScheduleContext {
  db: Knex;
  words: JottoWords;
  now(): Date;
  days: DayCache;
}

/** All Jotto days are chosen under one lock: each choice must see every word chosen before it. */
const LOCK = 'jotto';

/** A word no stored day within a year of `day` has, from the operating system's randomness. */
async function freshWord(
  trx: Knex.Transaction,
  words: JottoWords,
  day: string,
  replacing?: string,
): Promise<string> {
  const nearby = await wordsBetween(
    trx,
    addDays(day, -NO_REPEAT_DAYS),
    addDays(day, NO_REPEAT_DAYS),
    day,
  );
  if (replacing) nearby.add(replacing);
  return chooseDailyWord(words.answers, nearby, cryptoRandom);
}

/** The day's stored puzzle, chosen and stored now if the scheduler has not reached it yet. */
export function puzzleOfDay(ctx: ScheduleContext, day: string): Promise<DailyPuzzleRecord> {
  return ctx.days.get(day, async () => {
    const stored = await findPuzzle(ctx.db, day);
    if (stored) return stored;
    return makeOnce(`jotto:${day}`, () =>
      withScheduleLock(ctx.db, LOCK, async (trx) => {
        const made = await findPuzzle(trx, day);
        if (made) return made;
        const word = await freshWord(trx, ctx.words, day);
        return ensureDailyPuzzle(trx, { day, number: puzzleNumber(day), word });
      }),
    );
  });
}

export function jottoSchedule(ctx: ScheduleContext): DailySchedule {
  return {
    stored: (days) => storedDays(ctx.db, days),
    ensure: (day) => puzzleOfDay(ctx, day),
  };
}

const scheduledView = (puzzle: DailyPuzzleRecord): JottoScheduledDay => ({
  day: puzzle.day,
  puzzleNumber: puzzle.number,
  word: puzzle.word,
});

/** Today and the stored days after it, answers included (for the admin service only). */
export async function upcomingDays(ctx: ScheduleContext): Promise<JottoScheduledDay[]> {
  const puzzles = await puzzlesFrom(ctx.db, dayKey(ctx.now()), SCHEDULE_DAYS_AHEAD + 1);
  return puzzles.map(scheduledView);
}

/** Gives an upcoming day a new word (stored first if it was not yet). */
export async function replaceDay(ctx: ScheduleContext, day: string): Promise<JottoScheduledDay> {
  requireReplaceableDay(ctx.now(), day);
  const puzzle = await withScheduleLock(ctx.db, LOCK, async (trx) => {
    const stored = await findPuzzle(trx, day);
    const word = await freshWord(trx, ctx.words, day, stored?.word);
    if (!stored) return ensureDailyPuzzle(trx, { day, number: puzzleNumber(day), word });
    await replaceWord(trx, day, word);
    return { ...stored, word };
  });
  ctx.days.forgetAll();
  return scheduledView(puzzle);
}
