// The garden and its rules (docs/rules.md#bloom), free of zod: server and web both judge boards
// with these, and the web's first paint must not wait for zod to load (bloom.ts holds the schemas).

export const BLOOM_SIZE = 5;

/** The refusals server and web both show, so they cannot drift. */
export const BLOOM_MESSAGES = {
  alreadyCompleted: 'Puzzle already completed',
} as const;

export const FLOWER_TYPES = ['PINK', 'YELLOW', 'RED', 'PURPLE', 'ORANGE'] as const;
export type FlowerType = (typeof FLOWER_TYPES)[number];

export const FLOWER_NAMES: Record<FlowerType, string> = {
  PINK: 'Lily',
  YELLOW: 'Daisy',
  RED: 'Rose',
  PURPLE: 'Pansy',
  ORANGE: 'Tulip',
};

/**
 * Who may not touch whom (up, down, left, right). The table is symmetric
 * (docs/rules.md#bloom-garden-and-adjacency).
 */
export const CANNOT_TOUCH: Record<FlowerType, readonly FlowerType[]> = {
  PINK: ['RED', 'ORANGE'],
  RED: ['PINK', 'PURPLE'],
  ORANGE: ['PINK', 'YELLOW'],
  YELLOW: ['ORANGE', 'PURPLE'],
  PURPLE: ['RED', 'YELLOW'],
};

export type BloomCell = FlowerType | null;

/** Row-major: `board[row][column]`, null for an empty cell. */
export type BloomBoard = BloomCell[][];

export interface BloomPlacement {
  r: number;
  c: number;
  type: FlowerType;
}

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
export type BloomNote = typeof BLOOM_CROSSED | FlowerType[];
export type BloomNotes = BloomNote[][];

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

/**
 * A flower touching one it may not touch marks its cell and its type as warning
 * (docs/rules.md#bloom-winning-and-warnings). A starter (`isFixed`) is never the one at fault: it
 * is given and right, so only the flower beside it is marked.
 */
export function boardWarnings(
  board: BloomBoard,
  isFixed: (cell: CellPosition) => boolean = () => false,
): BoardWarnings {
  const cells = new Set<string>();
  const types = new Set<FlowerType>();
  for (const { a, b } of findClashes(board)) {
    for (const flower of [a, b]) {
      if (isFixed(flower)) continue;
      cells.add(cellKey(flower));
      types.add(flower.type);
    }
  }
  return { cells, types };
}

// ---------------------------------------------------------------------------------------------
// The margin clues (docs/rules.md#bloom-clues): beside each row and under each column, how many
// different kinds of flower that line holds. Touching flowers are neighbours on the colour wheel
// (Lily, Daisy, Rose, Tulip, Pansy, back to Lily), so a line's kinds always sit side by side on
// the wheel.
// ---------------------------------------------------------------------------------------------

export interface BloomClues {
  rows: number[];
  columns: number[];
}

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

/** The rule a placement would break: the neighbours it may not touch, or the lines it would break. */
export type PlacementConflict =
  | { kind: 'clash'; neighbours: CellPosition[] }
  | { kind: 'clue'; lines: { kind: LineKind; index: number }[] };

/**
 * Which rule placing `type` at a cell would break (No Mistakes mode refuses such a move, and
 * shows this), or null: the neighbours it may not touch, else the row or column it would break
 * (over its clue, or full with the wrong number of kinds). A flower already there is replaced,
 * so it does not count.
 */
export function placementConflict(
  board: BloomBoard,
  clues: BloomClues,
  placement: BloomPlacement,
): PlacementConflict | null {
  const { r, c, type } = placement;
  const neighbours = neighboursOf({ r, c }).filter((cell) => {
    const neighbour = cellAt(board, cell);
    return neighbour !== null && flowersClash(type, neighbour);
  });
  if (neighbours.length > 0) return { kind: 'clash', neighbours };
  const after = withFlower(board, placement);
  const lines = [
    { kind: 'row' as const, index: r, clue: clues.rows[r]! },
    { kind: 'column' as const, index: c, clue: clues.columns[c]! },
  ].filter((line) => clueState(lineOf(after, line.kind, line.index), line.clue) === 'broken');
  return lines.length > 0
    ? { kind: 'clue', lines: lines.map(({ kind, index }) => ({ kind, index })) }
    : null;
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
