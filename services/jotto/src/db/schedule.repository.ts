import type { Knex } from '@hub/kit';
import type { DailyPuzzleRecord } from './daily.repository';

type Db = Knex | Knex.Transaction;

const COLUMNS = ['day', 'number', 'word'];

export async function findPuzzle(db: Db, day: string): Promise<DailyPuzzleRecord | null> {
  const row: DailyPuzzleRecord | undefined = await db('daily_puzzles')
    .first(COLUMNS)
    .where({ day });
  return row ?? null;
}

/** Which of `days` have a puzzle stored. */
export async function storedDays(db: Db, days: string[]): Promise<Set<string>> {
  const rows: Array<{ day: string }> = await db('daily_puzzles').select('day').whereIn('day', days);
  return new Set(rows.map((row) => row.day));
}

/** The words of the stored days from `fromDay` to `toDay`, except `exceptDay` itself. */
export async function wordsBetween(
  db: Db,
  fromDay: string,
  toDay: string,
  exceptDay: string,
): Promise<Set<string>> {
  const rows: Array<{ word: string }> = await db('daily_puzzles')
    .select('word')
    .whereBetween('day', [fromDay, toDay])
    .whereNot({ day: exceptDay });
  return new Set(rows.map((row) => row.word));
}

/** The stored puzzles from `fromDay` on, in day order. */
export async function puzzlesFrom(
  db: Db,
  fromDay: string,
  limit: number,
): Promise<DailyPuzzleRecord[]> {
  return db('daily_puzzles')
    .select(COLUMNS)
    .where('day', '>=', fromDay)
    .orderBy('day')
    .limit(limit);
}

/** A day still to come gets another word (nobody can have played it yet). */
export async function replaceWord(trx: Knex.Transaction, day: string, word: string): Promise<void> {
  await trx('daily_puzzles').where({ day }).update({ word });
}
