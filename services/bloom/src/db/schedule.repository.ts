import type { Knex } from '@hub/kit';
import type { DailyPuzzle } from '../domain/daily';
import type { PuzzleRecord } from './puzzles.repository';

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
  const rows: Array<{
    id: number;
    day_key: string;
    puzzle_number: number;
    difficulty: string;
    starters: PuzzleRecord['starters'];
    solution: PuzzleRecord['solution'];
  }> = await db('daily_puzzles')
    .select('id', 'day_key', 'puzzle_number', 'difficulty', 'starters', 'solution')
    .where('day_key', '>=', fromDay)
    .orderBy('day_key')
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    dayKey: row.day_key,
    puzzleNumber: row.puzzle_number,
    difficulty: row.difficulty,
    starters: row.starters,
    solution: row.solution,
  }));
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
