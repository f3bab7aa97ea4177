import type { Knex } from '@hub/kit';
import { cluesOf, type BloomBoard, type BloomClues, type BloomPlacement } from '@hub/proto';
import type { DailyPuzzle } from '../domain/daily';

export interface PuzzleRecord {
  id: number;
  dayKey: string;
  puzzleNumber: number;
  difficulty: string;
  starters: BloomPlacement[];
  solution: BloomBoard;
  /**
   * Computed from the solution on every read, never stored: a garden made before the clue rule
   * gets its clues too, and its stored solution stays the one truth.
   */
  clues: BloomClues;
}

export interface PuzzleRow {
  id: number;
  day_key: string;
  puzzle_number: number;
  difficulty: string;
  starters: BloomPlacement[];
  solution: BloomBoard;
}

export const PUZZLE_COLUMNS = [
  'id',
  'day_key',
  'puzzle_number',
  'difficulty',
  'starters',
  'solution',
];

export const puzzleFromRow = (row: PuzzleRow): PuzzleRecord => ({
  id: row.id,
  dayKey: row.day_key,
  puzzleNumber: row.puzzle_number,
  difficulty: row.difficulty,
  starters: row.starters,
  solution: row.solution,
  clues: cluesOf(row.solution),
});

export async function findPuzzleByDay(db: Knex, dayKey: string): Promise<PuzzleRecord | null> {
  const row: PuzzleRow | undefined = await db('daily_puzzles')
    .first(PUZZLE_COLUMNS)
    .where({ day_key: dayKey });
  return row ? puzzleFromRow(row) : null;
}

/** Stores a day's garden unless another request stored it first; either way returns the stored one. */
export async function insertPuzzle(
  db: Knex,
  puzzle: DailyPuzzle,
  puzzleNumber: number,
): Promise<PuzzleRecord> {
  await db('daily_puzzles')
    .insert({
      day_key: puzzle.dayKey,
      puzzle_number: puzzleNumber,
      difficulty: puzzle.difficulty,
      // pg would send a JS array as a Postgres array, not JSON.
      starters: JSON.stringify(puzzle.starters),
      solution: JSON.stringify(puzzle.solution),
      rating: JSON.stringify(puzzle.rating),
    })
    .onConflict('day_key')
    .ignore();
  const stored = await findPuzzleByDay(db, puzzle.dayKey);
  if (!stored) throw new Error(`Daily puzzle ${puzzle.dayKey} vanished after insert`);
  return stored;
}
