import { z } from 'zod';
import { ArchivePlay, ArchiveStanding } from './archive';
import { challengeSchema } from './challenge';
import { PG_INTEGER_MAX, rowId, rowIdParam } from './http';
import { UnrankedReason } from './games';
import {
  WORDREE_DIFFICULTIES,
  WORDREE_GAME_MODES,
  WORDREE_HISTORY_DAYS,
  WORDREE_MAX_GRID_SIZE,
  WORDREE_MESSAGES,
  WORDREE_MODES,
  WORDREE_NAME_MAX_LENGTH,
  WORDREE_NAME_MIN_LENGTH,
} from './wordree-rules';

// Wordree's calls (docs/architecture.md#the-api). The rules, and the types these schemas check,
// are in wordree-rules.ts.
export * from './wordree-rules';

export const WordreeDifficulty = z.enum(WORDREE_DIFFICULTIES);
export type WordreeDifficulty = z.infer<typeof WordreeDifficulty>;

export const WordreeMode = z.enum(WORDREE_MODES);
export type WordreeMode = z.infer<typeof WordreeMode>;

export const WordreeGameMode = z.enum(WORDREE_GAME_MODES);
export type WordreeGameMode = z.infer<typeof WordreeGameMode>;

/** A grid position as [row, column], both from 0. */
export const WordreeCell = z.tuple([
  z
    .int()
    .min(0)
    .max(WORDREE_MAX_GRID_SIZE - 1),
  z
    .int()
    .min(0)
    .max(WORDREE_MAX_GRID_SIZE - 1),
]);
export type WordreeCell = z.infer<typeof WordreeCell>;

/** Fields a client might be tempted to send but the server owns: refused, never trusted. */
const serverOwned = (message: string) => z.never({ error: message }).optional();

// ---- Puzzle templates ----

export const PuzzleTemplate = z.object({
  id: z.int().positive(),
  difficulty: WordreeDifficulty,
  gridSize: z.int().min(3).max(WORDREE_MAX_GRID_SIZE),
  letters: z.string(),
  possibleWords: z.int().nonnegative(),
  targetScore: z.int().positive().nullable(),
});
export type PuzzleTemplate = z.infer<typeof PuzzleTemplate>;

/** Which daily puzzle a template was made for, when it was made for one. */
export const WordreeDailyInfo = z.object({
  dailyPuzzleId: z.int().positive(),
  day: z.string(),
  isToday: z.boolean(),
});
export type WordreeDailyInfo = z.infer<typeof WordreeDailyInfo>;

/** GET /api/puzzle-templates/{id}: a shared or restored puzzle. */
export const PuzzleTemplateView = PuzzleTemplate.extend({ daily: WordreeDailyInfo.nullable() });
export type PuzzleTemplateView = z.infer<typeof PuzzleTemplateView>;

/** GET /api/puzzle-templates/daily: today's puzzle and when the next one arrives. */
export const WordreeDailyPuzzle = PuzzleTemplate.extend({
  dailyPuzzleId: z.int().positive(),
  day: z.string(),
  resetTime: z.iso.datetime(),
});
export type WordreeDailyPuzzle = z.infer<typeof WordreeDailyPuzzle>;

export const TemplateCount = z.object({ difficulty: WordreeDifficulty, count: z.int() });
export type TemplateCount = z.infer<typeof TemplateCount>;

export const GenerateTemplatesBody = z.object({
  difficulty: WordreeDifficulty,
  count: z
    .int()
    .min(1, 'Generate at least 1 puzzle')
    .max(50, 'Generate at most 50 at a time')
    .default(1),
});
export type GenerateTemplatesBody = z.input<typeof GenerateTemplatesBody>;

export const GenerateTemplatesResult = z.object({
  difficulty: WordreeDifficulty,
  generated: z.int(),
  count: z.int(),
});
export type GenerateTemplatesResult = z.infer<typeof GenerateTemplatesResult>;

// ---- Games (the server's record of a chain) ----

export const WordPath = z
  .array(WordreeCell, { error: 'Send the word as a path of cells' })
  .max(
    WORDREE_MAX_GRID_SIZE * WORDREE_MAX_GRID_SIZE,
    'A word cannot use more cells than the grid has',
  );

/** One word as the player traced it. `word` is optional: the server reads it off the grid. */
export const WordInput = z.object({
  path: WordPath,
  word: z
    .string()
    .max(WORDREE_MAX_GRID_SIZE * WORDREE_MAX_GRID_SIZE)
    .optional(),
  score: serverOwned('The server computes the score from your words'),
  wordChain: serverOwned('Send one word at a time, with its cells'),
  userId: serverOwned('Your identity comes from your session'),
});
export type WordInput = z.input<typeof WordInput>;

/** POST /api/games: the first word of a chain creates the game record. */
export const StartGameBody = WordInput.extend({
  templateId: rowId('Puzzle id'),
  mode: WordreeMode.default('endless'),
  completed: serverOwned('A game is finished by finishing it, not by saying so'),
});
export type StartGameBody = z.input<typeof StartGameBody>;

export const PlayedWord = z.object({
  word: z.string(),
  path: z.array(WordreeCell),
  points: z.int(),
});
export type PlayedWord = z.infer<typeof PlayedWord>;

export const WordreeGame = z.object({
  id: z.uuid(),
  templateId: z.int(),
  mode: WordreeGameMode,
  dailyPuzzleId: z.int().nullable(),
  gridSize: z.int(),
  letters: z.string(),
  wordChain: z.array(PlayedWord),
  score: z.int(),
  hintsUsed: z.int(),
  completed: z.boolean(),
  targetScore: z.int().nullable(),
});
export type WordreeGame = z.infer<typeof WordreeGame>;

/** GET /api/games/{id}/hint: a word that can follow the chain, and where it lies. */
export const WordreeHint = z.object({ hint: z.string(), path: z.array(WordreeCell) });
export type WordreeHint = z.infer<typeof WordreeHint>;

// ---- Daily leaderboard ----

export const WordreeDisplayName = z
  .string({ error: WORDREE_MESSAGES.nameTooShort })
  .trim()
  .min(WORDREE_NAME_MIN_LENGTH, WORDREE_MESSAGES.nameTooShort)
  .max(WORDREE_NAME_MAX_LENGTH, WORDREE_MESSAGES.nameTooLong)
  .regex(/^[^\p{C}]+$/u, 'Name contains characters we cannot show');

/** POST /api/daily-puzzle/submit. Score and chain must match the server's record of the game. */
export const WordreeSubmitBody = z.object({
  dailyPuzzleId: rowId('Daily puzzle id'),
  gameId: z.uuid({ error: 'Game id is required' }),
  displayName: WordreeDisplayName,
  score: z
    .int({ error: 'Score is required' })
    .nonnegative()
    .max(PG_INTEGER_MAX, 'Score is out of range'),
  wordChain: z.array(z.string()).max(WORDREE_MAX_GRID_SIZE ** 4),
  timeTaken: serverOwned('The server measures your time'),
  userId: serverOwned('Your identity comes from your session'),
});
export type WordreeSubmitBody = z.input<typeof WordreeSubmitBody>;

export const WordreeSubmitResult = z.object({
  /** Null for a score kept but not ranked (then `unranked` says why). */
  rank: z.int().positive().nullable(),
  score: z.int(),
  timeTaken: z.int(),
  unranked: UnrankedReason,
});
export type WordreeSubmitResult = z.infer<typeof WordreeSubmitResult>;

export const WordreeLeaderboardEntry = z.object({
  rank: z.int().positive(),
  displayName: z.string(),
  score: z.int(),
});
export type WordreeLeaderboardEntry = z.infer<typeof WordreeLeaderboardEntry>;

/**
 * GET /api/daily-puzzle/progress: the player's own part of today's daily, so any device they
 * sign in on restores it: their chain (the submitted one once they submitted, else the latest)
 * and their submission, if any.
 */
export const WordreeDailyProgress = z.object({
  dailyPuzzleId: z.int().positive(),
  game: WordreeGame.nullable(),
  submission: WordreeSubmitResult.extend({ displayName: z.string() }).nullable(),
});
export type WordreeDailyProgress = z.infer<typeof WordreeDailyProgress>;

/** GET /api/daily-puzzle/leaderboard: today's ranking, best first. */
export const WordreeDailyLeaderboard = z.array(WordreeLeaderboardEntry);

/** GET /api/historical-leaderboard?date=: one day's final ranking. */
export const HistoricalLeaderboard = z.object({
  date: z.string(),
  dailyPuzzleId: z.int().nullable(),
  scores: z.array(WordreeLeaderboardEntry),
});
export type HistoricalLeaderboard = z.infer<typeof HistoricalLeaderboard>;

/** GET /api/historical-leaderboards?limit=: recent days, newest first, with their podium. */
export const HistoricalLeaderboards = z.object({
  leaderboards: z.array(HistoricalLeaderboard.extend({ players: z.int().nonnegative() })),
});
export type HistoricalLeaderboards = z.infer<typeof HistoricalLeaderboards>;

// ---- The archive: past dailies played again, unranked (docs/rules.md#the-archive) ----

/** How the player finished a past day's puzzle: submitted on its day, or later in the archive. */
export const WordreeArchiveResult = z.object({
  playedAs: ArchivePlay,
  score: z.int().nonnegative(),
  /** Seconds, by the server: from the first view of its day, or from the first archive move. */
  timeTaken: z.int().nonnegative(),
  /** The rank its daily submission holds; null for an archive finish (see its standing). */
  rank: z.int().positive().nullable(),
});
export type WordreeArchiveResult = z.infer<typeof WordreeArchiveResult>;

/**
 * GET /api/wordree/archive/{day}: the day's puzzle as its daily served it, and the player's chain
 * on it: the finished one, else the one in play (an archive chain, or a daily chain left
 * unfinished on its day, which the archive continues).
 */
export const WordreeArchiveDay = PuzzleTemplate.extend({
  dailyPuzzleId: z.int().positive(),
  day: z.string(),
  game: WordreeGame.nullable(),
  result: WordreeArchiveResult.nullable(),
});
export type WordreeArchiveDay = z.infer<typeof WordreeArchiveDay>;

/** POST /api/wordree/archive/{day}/submit: ends an archive chain; no name, as it is never listed. */
export const WordreeArchiveSubmitBody = WordreeSubmitBody.omit({
  dailyPuzzleId: true,
  displayName: true,
});
export type WordreeArchiveSubmitBody = z.input<typeof WordreeArchiveSubmitBody>;

export const WordreeArchiveSubmitResult = z.object({
  score: z.int().nonnegative(),
  timeTaken: z.int().nonnegative(),
  standing: ArchiveStanding,
});
export type WordreeArchiveSubmitResult = z.infer<typeof WordreeArchiveSubmitResult>;

/**
 * GET /api/wordree/archive/{day}/leaderboard: the day's daily board, and where the player's
 * archive finish would have stood on it (null unless they finished the day in the archive).
 */
export const WordreeArchiveLeaderboard = z.object({
  entries: z.array(WordreeLeaderboardEntry),
  standing: ArchiveStanding.nullable(),
});
export type WordreeArchiveLeaderboard = z.infer<typeof WordreeArchiveLeaderboard>;

export const DictionaryValidation = z.object({ valid: z.literal(true) });
export type DictionaryValidation = z.infer<typeof DictionaryValidation>;

// ---- Query strings and path parameters (all arrive as text) ----

export const TemplateIdParam = rowIdParam('Puzzle id');

/**
 * The time the screen asked, which the server ignores: no cache between may answer a puzzle fetch
 * with an old one (docs/rules.md#wordree-on-screen).
 */
const CacheBuster = z.string().optional();

export const RandomTemplateQuery = z.object({
  difficulty: WordreeDifficulty.optional(),
  /** The puzzle on screen, so "generate new puzzle" never hands the same one back. */
  exclude: TemplateIdParam.optional(),
  t: CacheBuster,
});

export const TemplateByIdQuery = z.object({ mode: WordreeMode.default('endless'), t: CacheBuster });

export const TemplateCountQuery = z.object({ difficulty: WordreeDifficulty });

export const HistoricalLeaderboardQuery = z.object({
  date: z.iso.date({ error: 'Give the date as YYYY-MM-DD' }),
});

export const HistoricalLeaderboardsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Ask for at least 1 day')
    .max(WORDREE_HISTORY_DAYS + 1, `Leaderboards go back ${WORDREE_HISTORY_DAYS} days`)
    .default(10),
});

/** A finished Wordree day in a challenge: the score, and how many words the chain has. */
export const WordreeChallengeResult = z.object({
  score: z.number().int(),
  words: z.number().int().nonnegative(),
});
export type WordreeChallengeResult = z.infer<typeof WordreeChallengeResult>;

/** GET /api/wordree/challenges/{id} (docs/rules.md#challenges). */
export const WordreeChallenge = challengeSchema(WordreeChallengeResult);
export type WordreeChallenge = z.infer<typeof WordreeChallenge>;
