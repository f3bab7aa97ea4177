import { z } from 'zod';
import { UnrankedReason } from './games';

// ---------------------------------------------------------------------------------------------
// The garden and its rules (SPEC §3, §5; DESIGN §6). Server and web both judge boards with these.
// ---------------------------------------------------------------------------------------------

export const BLOOM_SIZE = 5;

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

/**
 * A cell's pencil marks (notes mode): the flowers the player thinks may still go there, or the
 * cell crossed out as holding none. Notes are the player's working, never a move: they do not
 * touch the board, the clock or the score.
 */
export const BLOOM_CROSSED = 'CROSSED';
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

export function emptyNotes(): BloomNotes {
  return Array.from({ length: BLOOM_SIZE }, () =>
    Array.from({ length: BLOOM_SIZE }, (): BloomNote => []),
  );
}

/** The notes that still apply to a board: placing a flower in a cell clears that cell's notes. */
export function notesBeside(board: BloomBoard, notes: BloomNotes): BloomNotes {
  return notes.map((row, r) => row.map((note, c) => (board[r]![c] ? [] : note)));
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

export interface BoardWarnings {
  /** `"r,c"` of every flower touching one it may not touch. */
  cells: Set<string>;
  /** Types with a clashing flower. */
  types: Set<FlowerType>;
}

export const cellKey = ({ r, c }: CellPosition) => `${r},${c}`;

/** SPEC §5: a flower touching one it may not touch marks its cell and its type as warning. */
export function boardWarnings(board: BloomBoard): BoardWarnings {
  const cells = new Set<string>();
  const types = new Set<FlowerType>();
  for (const { a, b } of findClashes(board)) {
    for (const flower of [a, b]) {
      cells.add(cellKey(flower));
      types.add(flower.type);
    }
  }
  return { cells, types };
}

// ---------------------------------------------------------------------------------------------
// The margin clues (DESIGN §6): beside each row and under each column, how many different kinds
// of flower that line holds. Touching flowers are neighbours on the colour wheel (Lily, Daisy,
// Rose, Tulip, Pansy, back to Lily), so a line's kinds always sit side by side on the wheel.
// ---------------------------------------------------------------------------------------------

const ClueCount = z.number().int().min(1).max(FLOWER_TYPES.length);
export const BloomClues = z.object({
  rows: z.array(ClueCount).length(BLOOM_SIZE),
  columns: z.array(ClueCount).length(BLOOM_SIZE),
});
export type BloomClues = z.infer<typeof BloomClues>;

export type LineKind = 'row' | 'column';

/** A line's cells, top to bottom or left to right. */
function lineOf(board: BloomBoard, kind: LineKind, index: number): BloomCell[] {
  return kind === 'row' ? [...board[index]!] : board.map((row) => row[index] ?? null);
}

/** How many different kinds of flower the placed cells of a line hold. */
export const kindsIn = (line: readonly BloomCell[]) =>
  new Set(line.filter((cell) => cell !== null)).size;

/** The clues of a finished garden: what a daily shows in its margins. */
export function cluesOf(solution: BloomBoard): BloomClues {
  const counts = (kind: LineKind) =>
    Array.from({ length: BLOOM_SIZE }, (_, index) => kindsIn(lineOf(solution, kind, index)));
  return { rows: counts('row'), columns: counts('column') };
}

/**
 * Where a line stands against its clue: `broken` (the warning) once its flowers show more kinds
 * than the clue, or it is full with another number; `met` when it is full and right; else
 * `open`. Fewer kinds in an unfinished line are no mistake: the empty cells may add the rest.
 */
export type ClueState = 'open' | 'met' | 'broken';

export function clueState(line: readonly BloomCell[], clue: number): ClueState {
  const kinds = kindsIn(line);
  if (kinds > clue) return 'broken';
  if (line.some((cell) => cell === null)) return 'open';
  return kinds === clue ? 'met' : 'broken';
}

export interface ClueStates {
  rows: ClueState[];
  columns: ClueState[];
}

export function clueStates(board: BloomBoard, clues: BloomClues): ClueStates {
  const states = (kind: LineKind, lineClues: number[]) =>
    lineClues.map((clue, index) => clueState(lineOf(board, kind, index), clue));
  return { rows: states('row', clues.rows), columns: states('column', clues.columns) };
}

const withFlower = (board: BloomBoard, { r, c, type }: BloomPlacement): BloomBoard =>
  board.map((row, rowIndex) =>
    rowIndex === r ? row.map((cell, i) => (i === c ? type : cell)) : row,
  );

/**
 * Why placing `type` at a cell would break a rule (No Mistakes mode refuses such a move), or
 * null: a forbidden neighbour, or a row or column it would break (over its clue, or full with
 * the wrong number of kinds). A flower already there is replaced, so it does not count.
 */
export function placementProblem(
  board: BloomBoard,
  clues: BloomClues,
  placement: BloomPlacement,
): 'clash' | 'clue' | null {
  const { r, c, type } = placement;
  if (
    neighboursOf({ r, c }).some((cell) => {
      const neighbour = cellAt(board, cell);
      return neighbour !== null && flowersClash(type, neighbour);
    })
  ) {
    return 'clash';
  }
  const after = withFlower(board, placement);
  const broken =
    clueState(lineOf(after, 'row', r), clues.rows[r]!) === 'broken' ||
    clueState(lineOf(after, 'column', c), clues.columns[c]!) === 'broken';
  return broken ? 'clue' : null;
}

/** "Row 2", "Column 5": how the player reads a line's name. */
export const lineName = (kind: LineKind, index: number) =>
  `${kind === 'row' ? 'Row' : 'Column'} ${index + 1}`;

/** "1 kind of flower", "3 kinds of flower". */
export const kindsOfFlower = (count: number) =>
  `${count} ${count === 1 ? 'kind' : 'kinds'} of flower`;

/** What keeps a garden from being a win, worded for the player; null when it is one. */
export function finishedGardenProblem(board: BloomBoard, clues: BloomClues): string | null {
  if (board.some((row) => row.some((cell) => cell === null))) {
    return 'The garden is not finished: every cell needs a flower';
  }
  const [clash] = findClashes(board);
  if (clash) {
    return `A ${FLOWER_NAMES[clash.a.type]} cannot touch a ${FLOWER_NAMES[clash.b.type]} (row ${clash.a.r + 1}, column ${clash.a.c + 1})`;
  }
  for (const [kind, lineClues] of [
    ['row', clues.rows],
    ['column', clues.columns],
  ] as const) {
    for (let index = 0; index < BLOOM_SIZE; index++) {
      const kinds = kindsIn(lineOf(board, kind, index));
      if (kinds !== lineClues[index]) {
        return `${lineName(kind, index)} holds ${kindsOfFlower(kinds)}, but its clue says ${lineClues[index]}`;
      }
    }
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

/** POST /api/bloom/state/save. timeElapsed is the client's clock, kept only to restore it. */
export const BloomSaveBody = z.object({
  mode: z.literal('daily'),
  dailyPuzzleId: z.number().int().positive(),
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
