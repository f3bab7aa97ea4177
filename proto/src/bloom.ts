import { z } from 'zod';
import { ArchivePlay, ArchiveStanding } from './archive';
import { BLOOM_CROSSED, BLOOM_SIZE, emptyNotes, FLOWER_TYPES } from './bloom-rules';
import { challengeSchema } from './challenge';
import { UnrankedReason } from './games';
import { rowId } from './http';

// The garden's shapes on the wire (docs/architecture.md#the-api). The rules themselves, and the
// types these schemas check, are in bloom-rules.ts.
export * from './bloom-rules';

export const FlowerType = z.enum(FLOWER_TYPES);
export type FlowerType = z.infer<typeof FlowerType>;

export const BloomCell = FlowerType.nullable();
export type BloomCell = z.infer<typeof BloomCell>;

export const BloomBoard = z
  .array(z.array(BloomCell).length(BLOOM_SIZE, 'Each garden row has 5 cells'))
  .length(BLOOM_SIZE, 'The garden has 5 rows');
export type BloomBoard = z.infer<typeof BloomBoard>;

const Index = z
  .number()
  .int()
  .min(0)
  .max(BLOOM_SIZE - 1);

export const BloomPlacement = z.object({ r: Index, c: Index, type: FlowerType });
export type BloomPlacement = z.infer<typeof BloomPlacement>;

export const BloomNote = z.union([
  z.literal(BLOOM_CROSSED),
  z
    .array(FlowerType)
    .max(FLOWER_TYPES.length)
    .refine((flowers) => new Set(flowers).size === flowers.length, 'A note names a flower once'),
]);
export type BloomNote = z.infer<typeof BloomNote>;

export const BloomNotes = z
  .array(z.array(BloomNote).length(BLOOM_SIZE, 'Each row of notes has 5 cells'))
  .length(BLOOM_SIZE, 'The notes have 5 rows');
export type BloomNotes = z.infer<typeof BloomNotes>;

const ClueCount = z.number().int().min(1).max(FLOWER_TYPES.length);
export const BloomClues = z.object({
  rows: z.array(ClueCount).length(BLOOM_SIZE),
  columns: z.array(ClueCount).length(BLOOM_SIZE),
});
export type BloomClues = z.infer<typeof BloomClues>;

// ---------------------------------------------------------------------------------------------
// The calls (docs/architecture.md#the-api).
// ---------------------------------------------------------------------------------------------

/** Longer than any sitting; keeps a corrupt client from storing absurd numbers. */
const MAX_SECONDS = 7 * 24 * 3600;
const Seconds = z.number().int().min(0).max(MAX_SECONDS);
const HintCount = z
  .number()
  .int()
  .min(0)
  .max(BLOOM_SIZE * BLOOM_SIZE);

export const BloomSavedState = z.object({
  board: BloomBoard,
  notes: BloomNotes,
  timeElapsed: Seconds,
  hintsUsed: HintCount,
});
export type BloomSavedState = z.infer<typeof BloomSavedState>;

/** The player's result once today's garden is solved. */
export const BloomResult = z.object({
  score: z.number().int().nonnegative(),
  timeTaken: Seconds,
  hintsUsed: HintCount,
  /** Null for a score kept but not ranked (then `unranked` says why). */
  rank: z.number().int().positive().nullable(),
  unranked: UnrankedReason,
});
export type BloomResult = z.infer<typeof BloomResult>;

/**
 * GET /api/bloom/daily. The hub reads only resetTime (its countdown); the game reads the puzzle
 * and the asking player's saved state, null until their first move.
 */
/**
 * GET /api/bloom/daily query. The game's fetch (`play`, the default) is the player's view of the
 * garden and starts their clock; the hub's countdown only wants resetTime and says so, or a glance
 * at the hub in the morning would cost an evening's Bloom score.
 */
export const BloomDailyQuery = z.object({
  purpose: z.enum(['play', 'countdown']).default('play'),
});
export type BloomDailyQuery = z.infer<typeof BloomDailyQuery>;

export const BloomDailyInfo = z.object({
  resetTime: z.iso.datetime(),
  puzzleNumber: z.number().int().positive(),
  dayKey: z.string(),
  id: z.number().int().positive(),
  /** The weekday's difficulty: Gentle on Monday up to Fiendish on Sunday. */
  difficulty: z.string(),
  starters: z.array(BloomPlacement),
  /** How many kinds of flower each row and column of the solution holds. */
  clues: BloomClues,
  savedState: BloomSavedState.nullable(),
  completed: z.boolean(),
  result: BloomResult.nullable(),
});
export type BloomDailyInfo = z.infer<typeof BloomDailyInfo>;

/**
 * GET /api/bloom/archive/{day}: a past day's garden as the asking player left it
 * (docs/rules.md#the-archive). The solution stays null until they have finished the garden, on
 * its day or in the archive.
 */
export const BloomArchiveGarden = BloomDailyInfo.omit({ resetTime: true }).extend({
  playedAs: ArchivePlay.nullable(),
  solution: BloomBoard.nullable(),
});
export type BloomArchiveGarden = z.infer<typeof BloomArchiveGarden>;

/** POST /api/bloom/state/save. timeElapsed is the client's clock, kept only to restore it. */
export const BloomSaveBody = z.object({
  mode: z.literal('daily'),
  dailyPuzzleId: rowId('Daily puzzle id'),
  board: BloomBoard,
  /** Optional for a client from before notes: it keeps none. */
  notes: BloomNotes.default(emptyNotes),
  timeElapsed: Seconds,
  hintsUsed: HintCount,
  completed: z.boolean(),
});
export type BloomSaveBody = z.input<typeof BloomSaveBody>;

export const BloomSaveAnswer = z.object({ saved: z.literal(true), hintsUsed: HintCount });
export type BloomSaveAnswer = z.infer<typeof BloomSaveAnswer>;

/**
 * POST /api/bloom/archive/{day}/state/save: the daily's save without its puzzle id, since the
 * address names the day.
 */
export const BloomArchiveSaveBody = BloomSaveBody.omit({ mode: true, dailyPuzzleId: true });
export type BloomArchiveSaveBody = z.input<typeof BloomArchiveSaveBody>;

/** POST /api/bloom/hint: the answer is one cell of the solution (a wrong cell first). */
export const BloomHintBody = z.object({ board: BloomBoard });
export type BloomHintBody = z.infer<typeof BloomHintBody>;
export const BloomHint = BloomPlacement.extend({
  /** True when the hint corrects a flower the player placed wrongly. */
  corrects: z.boolean(),
  hintsUsed: HintCount,
});
export type BloomHint = z.infer<typeof BloomHint>;

/**
 * POST /api/bloom/score. The server measures time and counts hints itself; timeTaken and
 * hintsUsed here are what the player saw. Leaderboard names come from auth, never from here.
 * `finishId` names this finish: the same finish sent again (a queued one resent after its answer
 * was lost) is answered as the first was, and counted once (docs/rules.md#bloom-offline).
 */
export const BloomScoreBody = z.object({
  timeTaken: Seconds,
  hintsUsed: HintCount,
  board: BloomBoard,
  finishId: z.uuid().optional(),
});
export type BloomScoreBody = z.infer<typeof BloomScoreBody>;

export const BloomScoreAnswer = BloomResult.extend({ puzzleNumber: z.number().int().positive() });
export type BloomScoreAnswer = z.infer<typeof BloomScoreAnswer>;

export const BloomLeaderboardEntry = z.object({
  rank: z.number().int().positive(),
  displayName: z.string(),
  score: z.number().int().nonnegative(),
  timeTaken: Seconds,
  hintsUsed: HintCount,
  isYou: z.boolean(),
});
export type BloomLeaderboardEntry = z.infer<typeof BloomLeaderboardEntry>;

export const BloomLeaderboard = z.object({
  dayKey: z.string(),
  puzzleNumber: z.number().int().positive(),
  entries: z.array(BloomLeaderboardEntry),
});
export type BloomLeaderboard = z.infer<typeof BloomLeaderboard>;

/**
 * GET /api/bloom/archive/{day}/leaderboard: the day's board, and where the player's archive
 * finish would have stood on it (null until they finish the garden in the archive).
 */
export const BloomArchiveLeaderboard = BloomLeaderboard.extend({
  standing: ArchiveStanding.nullable(),
});
export type BloomArchiveLeaderboard = z.infer<typeof BloomArchiveLeaderboard>;

/** A guest's garden as the web keeps it in local storage (docs/rules.md#bloom-on-screen). */
export const BloomGuestSave = z.object({
  puzzleId: z.number().int().positive(),
  board: BloomBoard,
  timeElapsed: Seconds,
  hintsUsed: HintCount,
  starterCells: z.array(BloomPlacement),
  hasWon: z.boolean(),
});
export type BloomGuestSave = z.infer<typeof BloomGuestSave>;

/** A finished Bloom day in a challenge: the score, and the seconds and hints it came from. */
export const BloomChallengeResult = z.object({
  score: z.number().int(),
  timeTaken: z.number().int().nonnegative(),
  hints: z.number().int().nonnegative(),
});
export type BloomChallengeResult = z.infer<typeof BloomChallengeResult>;

/** GET /api/bloom/challenges/{id} (docs/rules.md#challenges). */
export const BloomChallenge = challengeSchema(BloomChallengeResult);
export type BloomChallenge = z.infer<typeof BloomChallenge>;
