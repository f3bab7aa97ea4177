import type { Knex } from '@hub/kit';
import { puzzleNumber, type BloomBoard, type BloomPlacement, type PlayedWord } from '@hub/proto';
import { generateDailyPuzzle, seededRandom } from '@hub/bloom/domain';
import { chainThrough } from '@hub/wordree/testing';

/**
 * Past days' puzzles stored straight in a game's schema, as if the site had run then: the archive
 * never makes one, and a test cannot wait a day for the schedule to.
 */

export interface StoredGarden {
  id: number;
  number: number;
  starters: BloomPlacement[];
  /** Read from the database, as an operator could: never from the API. */
  solution: BloomBoard;
}

/** A generated Bloom garden as `day`'s daily (`db` on the bloom schema). */
export async function insertBloomDay(db: Knex, day: string, seed: string): Promise<StoredGarden> {
  const garden = generateDailyPuzzle(day, seededRandom(seed));
  const number = puzzleNumber(day);
  const [row] = await db('daily_puzzles')
    .insert({
      day_key: day,
      puzzle_number: number,
      difficulty: garden.difficulty,
      starters: JSON.stringify(garden.starters),
      solution: JSON.stringify(garden.solution),
      rating: JSON.stringify(garden.rating),
    })
    .returning<Omit<StoredGarden, 'number'>[]>(['id', 'starters', 'solution']);
  return { ...row!, number };
}

export interface StoredWordreeDay {
  dailyPuzzleId: number;
  /** A chain of common words through the day's grid, each word with its path. */
  chain: PlayedWord[];
}

/**
 * A medium grid of the seeded pool, made a daily one, as `day`'s daily (`db` on the wordree
 * schema). The pool is seeded by the first request for today's daily: make one first.
 */
export async function insertWordreeDay(db: Knex, day: string): Promise<StoredWordreeDay> {
  const template = await db('templates')
    .first('difficulty', 'grid_size', 'letters', 'possible_words', 'common_words', 'target_score')
    .where({ difficulty: 'medium', for_daily: false })
    .orderBy('id');
  const [made] = await db('templates')
    .insert({ ...template, for_daily: true })
    .returning(['id', 'grid_size', 'letters']);
  const [daily] = await db('daily_puzzles')
    .insert({ day, template_id: made.id, created_at: new Date() })
    .returning('id');
  return {
    dailyPuzzleId: daily.id,
    chain: chainThrough({ gridSize: made.grid_size, letters: made.letters }),
  };
}
