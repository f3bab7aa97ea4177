import { z } from 'zod';
import { ARCHIVE_DAY_PATTERN } from './archive';
import type { GameType } from './games';

/**
 * Challenges: a link to a finished daily that opens the same puzzle for a friend, and tells them
 * who won once they have finished it too (docs/rules.md#challenges). Each game serves them under
 * `/api/<game>/challenges`; these are the parts the three share.
 */

/** POST /api/<game>/challenges: a day the asking player has finished (today's or a past one). */
export const ChallengeBody = z.object({
  day: z.string().regex(ARCHIVE_DAY_PATTERN, 'Expected a day as YYYY-MM-DD'),
});
export type ChallengeBody = z.infer<typeof ChallengeBody>;

/** A challenge's id; a malformed one is answered as an unknown challenge (404). */
export const ChallengeParams = z.object({ id: z.uuid() });
export type ChallengeParams = z.infer<typeof ChallengeParams>;

/** The one challenge of a player and day: asking again answers the same id. */
export const CreatedChallenge = z.object({ id: z.uuid() });
export type CreatedChallenge = z.infer<typeof CreatedChallenge>;

/** Who won, from the asking player's side, by the order of the game's daily board. */
export const CHALLENGE_VERDICTS = ['won', 'lost', 'tied'] as const;
export const ChallengeVerdict = z.enum(CHALLENGE_VERDICTS);
export type ChallengeVerdict = z.infer<typeof ChallengeVerdict>;

/**
 * GET /api/<game>/challenges/{id}, with the game's own result figures. `result` stays null until
 * the asking player has finished the day: before that nothing of the challenger's game is sent.
 */
export const challengeSchema = <Result extends z.ZodObject<{ score: z.ZodNumber }>>(
  result: Result,
) =>
  z.object({
    id: z.uuid(),
    day: z.string().regex(ARCHIVE_DAY_PATTERN),
    /** The puzzle's number, as its daily showed it. */
    number: z.number().int().positive(),
    /** The day is today's (Chicago): the daily plays it; a past day is played in the archive. */
    today: z.boolean(),
    /** The challenger's public name, as the game's leaderboards name them. */
    challenger: z.string(),
    isChallenger: z.boolean(),
    result: z.object({ yours: result, theirs: result, verdict: ChallengeVerdict }).nullable(),
  });

/** A challenge whatever the game's figures: what the server assembles and the web app shows. */
export interface ChallengeView<Result extends { score: number } = { score: number }> {
  id: string;
  day: string;
  number: number;
  today: boolean;
  challenger: string;
  isChallenger: boolean;
  result: { yours: Result; theirs: Result; verdict: ChallengeVerdict } | null;
}

/** The page a challenge link opens. */
export const challengePagePath = (game: GameType, id: string) =>
  `/game/${game}/challenge/${encodeURIComponent(id)}`;

/** The words a challenge link is shared with: never a score, never an answer. */
export const challengeShareText = (gameName: string, number: number) =>
  `Can you beat my score on ${gameName} #${number}?`;
