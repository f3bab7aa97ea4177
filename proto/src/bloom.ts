import { z } from 'zod';
import { UnrankedReason } from './games';

// ---------------------------------------------------------------------------------------------
// The garden and its rules (SPEC §3, §5; DESIGN §6). Server and web both judge boards with these.
// ---------------------------------------------------------------------------------------------

export const BLOOM_SIZE = 5;
/** DESIGN §6: a finished garden holds exactly this many of each flower. */
export const FLOWERS_PER_TYPE = 5;

export const FLOWER_TYPES = ['PINK', 'YELLOW', 'RED', 'PURPLE', 'ORANGE'] as const;
export const FlowerType = z.enum(FLOWER_TYPES);
export type FlowerType = z.infer<typeof FlowerType>;

export const FLOWER_NAMES: Record<FlowerType, string> = {
  PINK: 'Lily',
  YELLOW: 'Daisy',
  RED: 'Rose',
  PURPLE: 'Pansy',
  ORANGE: 'Tulip',
};

/** SPEC §5: who may not touch whom (up, down, left, right). The table is symmetric. */
export const CANNOT_TOUCH: Record<FlowerType, readonly FlowerType[]> = {
  PINK: ['RED', 'ORANGE'],
  RED: ['PINK', 'PURPLE'],
  ORANGE: ['PINK', 'YELLOW'],
  YELLOW: ['ORANGE', 'PURPLE'],
  PURPLE: ['RED', 'YELLOW'],
};

export const BloomCell = FlowerType.nullable();
export type BloomCell = z.infer<typeof BloomCell>;

/** Row-major: `board[row][column]`, null for an empty cell. */
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

export interface CellPosition {
  r: number;
  c: number;
}

export function flowersClash(a: FlowerType, b: FlowerType): boolean {
  return CANNOT_TOUCH[a].includes(b);
}

export function emptyBoard(): BloomBoard {
  return Array.from({ length: BLOOM_SIZE }, () => Array<BloomCell>(BLOOM_SIZE).fill(null));
}

export function boardWithStarters(starters: readonly BloomPlacement[]): BloomBoard {
  const board = emptyBoard();
  for (const { r, c, type } of starters) board[r]![c] = type;
  return board;
}

/** The up/down/left/right neighbours inside the garden. */
export function neighboursOf({ r, c }: CellPosition): CellPosition[] {
  return [
    { r: r - 1, c },
    { r: r + 1, c },
    { r, c: c - 1 },
    { r, c: c + 1 },
  ].filter((cell) => cell.r >= 0 && cell.r < BLOOM_SIZE && cell.c >= 0 && cell.c < BLOOM_SIZE);
}

const cellAt = (board: BloomBoard, { r, c }: CellPosition): BloomCell => board[r]?.[c] ?? null;

/** Two touching flowers that may not touch: the first offending pair in reading order. */
export interface Clash {
  a: BloomPlacement;
  b: BloomPlacement;
}

export function findClashes(board: BloomBoard): Clash[] {
  const clashes: Clash[] = [];
  for (let r = 0; r < BLOOM_SIZE; r++) {
    for (let c = 0; c < BLOOM_SIZE; c++) {
      const type = cellAt(board, { r, c });
      if (!type) continue;
      // Looking right and down only visits every touching pair once.
      for (const other of [
        { r, c: c + 1 },
        { r: r + 1, c },
      ]) {
        const otherType = cellAt(board, other);
        if (otherType && flowersClash(type, otherType)) {
          clashes.push({ a: { r, c, type }, b: { ...other, type: otherType } });
        }
      }
    }
  }
  return clashes;
}

export function countFlowers(board: BloomBoard): Record<FlowerType, number> {
  const counts = { PINK: 0, YELLOW: 0, RED: 0, PURPLE: 0, ORANGE: 0 };
  for (const row of board) for (const type of row) if (type) counts[type]++;
  return counts;
}

export interface BoardWarnings {
  /** `"r,c"` of every flower touching one it may not touch. */
  cells: Set<string>;
  /** Types with a clashing flower, or more than five in the garden. */
  types: Set<FlowerType>;
}

export const cellKey = ({ r, c }: CellPosition) => `${r},${c}`;

/** SPEC §5: a violation marks the cell and its flower type as warning; so does a sixth flower. */
export function boardWarnings(board: BloomBoard): BoardWarnings {
  const cells = new Set<string>();
  const types = new Set<FlowerType>();
  for (const { a, b } of findClashes(board)) {
    for (const flower of [a, b]) {
      cells.add(cellKey(flower));
      types.add(flower.type);
    }
  }
  const counts = countFlowers(board);
  for (const type of FLOWER_TYPES) if (counts[type] > FLOWERS_PER_TYPE) types.add(type);
  return { cells, types };
}

/**
 * Why placing `type` at a cell would break a rule (No Mistakes mode refuses such a move), or
 * null. A flower already there is replaced, so it does not count.
 */
export function placementProblem(
  board: BloomBoard,
  { r, c, type }: BloomPlacement,
): 'clash' | 'too-many' | null {
  if (
    neighboursOf({ r, c }).some((cell) => {
      const neighbour = cellAt(board, cell);
      return neighbour !== null && flowersClash(type, neighbour);
    })
  ) {
    return 'clash';
  }
  const already = countFlowers(board)[type] - (cellAt(board, { r, c }) === type ? 1 : 0);
  return already >= FLOWERS_PER_TYPE ? 'too-many' : null;
}

/** What keeps a garden from being a win, worded for the player; null when it is one. */
export function finishedGardenProblem(board: BloomBoard): string | null {
  if (board.some((row) => row.some((cell) => cell === null))) {
    return 'The garden is not finished: every cell needs a flower';
  }
  const [clash] = findClashes(board);
  if (clash) {
    return `A ${FLOWER_NAMES[clash.a.type]} cannot touch a ${FLOWER_NAMES[clash.b.type]} (row ${clash.a.r + 1}, column ${clash.a.c + 1})`;
  }
  const counts = countFlowers(board);
  if (FLOWER_TYPES.some((type) => counts[type] !== FLOWERS_PER_TYPE)) {
    return 'A finished garden has exactly 5 of each flower';
  }
  return null;
}

/** The first starter the board no longer holds, or null when every starter is in place. */
export function missingStarter(
  board: BloomBoard,
  starters: readonly BloomPlacement[],
): BloomPlacement | null {
  return starters.find((starter) => cellAt(board, starter) !== starter.type) ?? null;
}

// ---------------------------------------------------------------------------------------------
// The calls (SPEC §7).
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
  savedState: BloomSavedState.nullable(),
  completed: z.boolean(),
  result: BloomResult.nullable(),
});
export type BloomDailyInfo = z.infer<typeof BloomDailyInfo>;

/** POST /api/bloom/state/save. timeElapsed is the client's clock, kept only to restore it. */
export const BloomSaveBody = z.object({
  mode: z.literal('daily'),
  dailyPuzzleId: z.number().int().positive(),
  board: BloomBoard,
  timeElapsed: Seconds,
  hintsUsed: HintCount,
  completed: z.boolean(),
});
export type BloomSaveBody = z.infer<typeof BloomSaveBody>;

export const BloomSaveAnswer = z.object({ saved: z.literal(true), hintsUsed: HintCount });
export type BloomSaveAnswer = z.infer<typeof BloomSaveAnswer>;

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
 */
export const BloomScoreBody = z.object({
  timeTaken: Seconds,
  hintsUsed: HintCount,
  board: BloomBoard,
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

/** SPEC §3: a guest's garden as the web keeps it in local storage. */
export const BloomGuestSave = z.object({
  puzzleId: z.number().int().positive(),
  board: BloomBoard,
  timeElapsed: Seconds,
  hintsUsed: HintCount,
  starterCells: z.array(BloomPlacement),
  hasWon: z.boolean(),
});
export type BloomGuestSave = z.infer<typeof BloomGuestSave>;
