import type { Knex } from '@hub/kit';
import type { DailyPuzzle } from '../domain/daily';
import {
  PUZZLE_COLUMNS,
  puzzleFromRow,
  type PuzzleRecord,
  type PuzzleRow,
} from './puzzles.repository';

/** Which of `days` have a garden stored. */
export async function storedDays(db: Knex, days: string[]): Promise<Set<string>> {
  const rows: Array<{ day_key: string }> = await db('daily_puzzles')
    .select('day_key')
    .whereIn('day_key', days);
  return new Set(rows.map((row) => row.day_key));
}

/** The stored gardens from `fromDay` on, in day order. */
export async function puzzlesFrom(
  db: Knex,
  fromDay: string,
  limit: number,
): Promise<PuzzleRecord[]> {
  const rows: PuzzleRow[] = await db('daily_puzzles')
    .select(PUZZLE_COLUMNS)
    .where('day_key', '>=', fromDay)
    .orderBy('day_key')
    .limit(limit);
  return rows.map(puzzleFromRow);
}

/** A day still to come gets another garden, in place (nobody can have a state or score on it). */
export async function replacePuzzle(trx: Knex.Transaction, puzzle: DailyPuzzle): Promise<void> {
  await trx('daily_puzzles')
    .where({ day_key: puzzle.dayKey })
    .update({
      difficulty: puzzle.difficulty,
      starters: JSON.stringify(puzzle.starters),
      solution: JSON.stringify(puzzle.solution),
      rating: JSON.stringify(puzzle.rating),
    });
}
