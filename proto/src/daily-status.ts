import { z } from 'zod';
import { ArchiveStatus } from './archive';

/**
 * What a finished daily came to, in the game's own terms: Jotto's guesses, Bloom's hints, each
 * with the time and the score; Wordree's score and words. A figure a game does not keep is null.
 */
export const DailyResult = z.object({
  score: z.number().int(),
  /** Seconds from the player's first view of the day to the finish, as the server timed it. */
  timeTaken: z.number().int().nonnegative().nullable(),
  /** Jotto: the guesses it took. */
  attempts: z.number().int().positive().nullable(),
  /** Bloom: the hints taken. */
  hintsUsed: z.number().int().nonnegative().nullable(),
  /** Wordree: the words in the chain. */
  words: z.number().int().nonnegative().nullable(),
});
export type DailyResult = z.infer<typeof DailyResult>;

/**
 * GET /api/<game>/daily/status: how far the asking player got with today's daily, for the hub's
 * cards. Read without opening the puzzle: no first view is recorded, so no clock starts, and
 * nothing of the puzzle itself is in it.
 */
export const DailyStatus = z.object({
  /** Today's key (America/Chicago). */
  day: z.string(),
  status: ArchiveStatus,
  /** Null until it is finished. */
  result: DailyResult.nullable(),
});
export type DailyStatus = z.infer<typeof DailyStatus>;
