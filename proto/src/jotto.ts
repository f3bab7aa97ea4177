import { z } from 'zod';
import { ArchivePlay, ArchiveStanding } from './archive';
import { challengeSchema } from './challenge';
import { UnrankedReason } from './games';

export const JOTTO_WORD_LENGTH = 5;

/**
 * The VS list and a match page refresh this often, only while the match stream
 * (jotto-stream.ts), which tells them of each change at once, is down
 * (docs/rules.md#jotto-on-screen).
 */
export const JOTTO_MATCH_REFRESH_MS = 3_000;

/** The refusals server and web both show, so they cannot drift (docs/rules.md#jotto-words). */
export const JOTTO_MESSAGES = {
  guessLength: 'Guess must be exactly 5 letters',
  guessLetters: 'Guess must contain only letters',
  alreadyGuessed: "You've already tried that word",
  notAWord: "That's not a valid 5-letter word",
  secretLength: 'Secret word must be exactly 5 letters',
  secretLetters: 'Secret word must contain only letters',
  secretRepeats: 'Secret word cannot have repeated letters',
  secretNotShown: 'Please choose another secret word: your opponent sees it when the match ends',
} as const;

// Both cases written out, not by the `i` flag, which JSON Schema's `pattern` cannot say.
const LETTERS = /^[a-zA-Z]*$/;

export function hasRepeatedLetters(word: string): boolean {
  return new Set(word.toLowerCase()).size !== word.length;
}

/** A guess as typed: any case, surrounding spaces ignored; the output is lower-case. */
export const JottoGuessWord = z
  .string({ error: JOTTO_MESSAGES.guessLength })
  .trim()
  .length(JOTTO_WORD_LENGTH, JOTTO_MESSAGES.guessLength)
  .regex(LETTERS, JOTTO_MESSAGES.guessLetters)
  .toLowerCase();

/** A VS secret word: a guess's rules plus no letter twice (the dictionary check is the server's). */
export const JottoSecretWord = z
  .string({ error: JOTTO_MESSAGES.secretLength })
  .trim()
  .length(JOTTO_WORD_LENGTH, JOTTO_MESSAGES.secretLength)
  .regex(LETTERS, JOTTO_MESSAGES.secretLetters)
  .refine((word) => !hasRepeatedLetters(word), JOTTO_MESSAGES.secretRepeats)
  .toLowerCase();

export const JottoGuessBody = z.object({ guess: JottoGuessWord });
export type JottoGuessBody = z.input<typeof JottoGuessBody>;

/** The page sends timeTaken; the server measures the time itself (docs/rules.md#jotto-daily). */
export const JottoScoreBody = z.object({ timeTaken: z.unknown().optional() });
export type JottoScoreBody = z.input<typeof JottoScoreBody>;

/**
 * A match may be created with an empty body; a word given here saves the second call
 * (docs/rules.md#jotto-vs).
 */
export const JottoCreateMatchBody = z.object({ word: JottoSecretWord.optional() });
export type JottoCreateMatchBody = z.input<typeof JottoCreateMatchBody>;

/** Sets the creator's secret word, or joins a waiting match with the joiner's. */
export const JottoSecretWordBody = z.object({ word: JottoSecretWord });
export type JottoSecretWordBody = z.input<typeof JottoSecretWordBody>;

// Answers. Words travel upper-case, the way players see them.

const MatchCount = z.number().int().min(0).max(JOTTO_WORD_LENGTH);

export const JottoDailyGuess = z.object({
  guess: z.string(),
  matchingLetters: MatchCount,
  attemptNumber: z.number().int().positive(),
});
export type JottoDailyGuess = z.infer<typeof JottoDailyGuess>;

/** GET /api/jotto/daily. `word` stays null until the asking player has solved it. */
export const JottoDaily = z.object({
  /** The puzzle number: day 1 is the first Jotto day; it changes when the puzzle does. */
  id: z.number().int().positive(),
  date: z.string(),
  word: z.string().nullable(),
  completed: z.boolean(),
  guesses: JottoDailyGuess.array(),
  score: z.number().int().nullable(),
  /**
   * Seconds from the player's first view of the day's puzzle to the solving guess, by the server
   * (an archive game's: from its first guess there).
   */
  timeTaken: z.number().int().nullable(),
  resetTime: z.iso.datetime(),
});
export type JottoDaily = z.infer<typeof JottoDaily>;

/**
 * GET /api/jotto/archive/{day}: a past day's puzzle as the asking player left it (the word once
 * they have solved it, on the day or in the archive).
 */
export const JottoArchiveGame = JottoDaily.omit({ resetTime: true }).extend({
  playedAs: ArchivePlay.nullable(),
});
export type JottoArchiveGame = z.infer<typeof JottoArchiveGame>;

export const JottoDailyGuessResult = z.object({
  isCorrect: z.boolean(),
  guess: JottoDailyGuess,
  /** The secret, only in the answer to the solving guess. */
  word: z.string().nullable(),
});
export type JottoDailyGuessResult = z.infer<typeof JottoDailyGuessResult>;

export const JottoScoreResult = z.object({
  score: z.number().int(),
  attempts: z.number().int(),
  timeTaken: z.number().int(),
  /** Null for a score kept but not ranked (then `unranked` says why). */
  rank: z.number().int().positive().nullable(),
  unranked: UnrankedReason,
});
export type JottoScoreResult = z.infer<typeof JottoScoreResult>;

/**
 * Names are the public ones auth announces (`player.profile`, e.g. 'Ada L.'), 'Player' until one
 * has arrived, and 'Guest #1234' for guests: a name never comes from the request itself.
 */
export const JottoLeaderboardEntry = z.object({
  rank: z.number().int().positive(),
  displayName: z.string(),
  score: z.number().int(),
  attempts: z.number().int(),
  isYou: z.boolean(),
});
export type JottoLeaderboardEntry = z.infer<typeof JottoLeaderboardEntry>;
export const JottoLeaderboard = JottoLeaderboardEntry.array();

export const JOTTO_MATCH_STATUSES = ['waiting', 'active', 'completed'] as const;
export const JottoMatchStatus = z.enum(JOTTO_MATCH_STATUSES);
export type JottoMatchStatus = z.infer<typeof JottoMatchStatus>;

export const JottoMatchGuess = z.object({ guess: z.string(), matchingLetters: MatchCount });
export type JottoMatchGuess = z.infer<typeof JottoMatchGuess>;

/**
 * A match as one player (or a would-be joiner) sees it: their own word, and the opponent's only
 * once the match is completed.
 */
export const JottoMatch = z.object({
  id: z.string(),
  status: JottoMatchStatus,
  player1Id: z.string(),
  player2Id: z.string().nullable(),
  player1Name: z.string(),
  player2Name: z.string().nullable(),
  currentTurn: z.string().nullable(),
  winnerId: z.string().nullable(),
  player1Word: z.string().nullable(),
  player2Word: z.string().nullable(),
  /** Whether the creator has chosen a word: a match can only be joined once they have. */
  player1Ready: z.boolean(),
  player1Guesses: JottoMatchGuess.array(),
  player2Guesses: JottoMatchGuess.array(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type JottoMatch = z.infer<typeof JottoMatch>;
export const JottoMatchList = JottoMatch.array();

export const JottoCreatedMatch = z.object({ id: z.string() });
export type JottoCreatedMatch = z.infer<typeof JottoCreatedMatch>;

export const JottoMatchGuessResult = z.object({
  isCorrect: z.boolean(),
  matchingLetters: MatchCount,
  /** The opponent's word, only when this guess found it (the match is then over). */
  targetWord: z.string().nullable(),
});
export type JottoMatchGuessResult = z.infer<typeof JottoMatchGuessResult>;

/**
 * GET /api/jotto/archive/{day}/leaderboard: the day's board, and where the player's archive solve
 * would have stood on it (null until they solve it in the archive).
 */
export const JottoArchiveLeaderboard = z.object({
  entries: JottoLeaderboardEntry.array(),
  standing: ArchiveStanding.nullable(),
});
export type JottoArchiveLeaderboard = z.infer<typeof JottoArchiveLeaderboard>;

/** A finished Jotto day in a challenge: the score, and the guesses and seconds it came from. */
export const JottoChallengeResult = z.object({
  score: z.number().int(),
  guesses: z.number().int().positive(),
  timeTaken: z.number().int().nonnegative(),
});
export type JottoChallengeResult = z.infer<typeof JottoChallengeResult>;

/** GET /api/jotto/challenges/{id} (docs/rules.md#challenges). */
export const JottoChallenge = challengeSchema(JottoChallengeResult);
export type JottoChallenge = z.infer<typeof JottoChallenge>;
