import {
  boardWithStarters,
  finishedGardenProblem,
  placementConflict,
  type BloomBoard,
  type BloomClues,
  type BloomPlacement,
  type CellPosition,
  type FlowerType,
  type PlacementConflict,
} from '@hub/proto';

/** The garden as the player has it: everything the screen draws and the saves carry. */
export interface Garden {
  starters: readonly BloomPlacement[];
  clues: BloomClues;
  board: BloomBoard;
}

export type MoveOutcome =
  | { kind: 'placed'; board: BloomBoard; won: boolean }
  | { kind: 'cleared'; board: BloomBoard }
  | { kind: 'starter' }
  | { kind: 'refused'; conflict: PlacementConflict };

export const isStarter = (garden: Garden, { r, c }: CellPosition) =>
  garden.starters.some((starter) => starter.r === r && starter.c === c);

/**
 * 25 flowers and no rule broken: no forbidden pair, every row and column meeting its clue
 * (docs/rules.md#bloom-winning-and-warnings).
 */
export const isWin = (board: BloomBoard, clues: BloomClues) =>
  finishedGardenProblem(board, clues) === null;

function withCell(board: BloomBoard, { r, c }: CellPosition, type: FlowerType | null): BloomBoard {
  return board.map((row, rowIndex) =>
    rowIndex === r ? row.map((cell, column) => (column === c ? type : cell)) : row,
  );
}

/**
 * A click (or Enter) on a cell: starters never change; a filled cell is cleared; an empty one
 * gets the chosen flower, unless No Mistakes mode sees it break a rule.
 */
export function clickCell(
  garden: Garden,
  cell: CellPosition,
  chosen: FlowerType,
  noMistakes: boolean,
): MoveOutcome {
  if (isStarter(garden, cell)) return { kind: 'starter' };
  if (garden.board[cell.r]![cell.c]) return clearCell(garden, cell);
  return placeFlower(garden, cell, chosen, noMistakes);
}

/** A number key: puts that flower in the cell, replacing whatever was there. */
export function placeFlower(
  garden: Garden,
  cell: CellPosition,
  type: FlowerType,
  noMistakes: boolean,
): MoveOutcome {
  if (isStarter(garden, cell)) return { kind: 'starter' };
  const conflict = noMistakes && placementConflict(garden.board, garden.clues, { ...cell, type });
  if (conflict) return { kind: 'refused', conflict };
  const board = withCell(garden.board, cell, type);
  return { kind: 'placed', board, won: isWin(board, garden.clues) };
}

export function clearCell(garden: Garden, cell: CellPosition): MoveOutcome {
  if (isStarter(garden, cell)) return { kind: 'starter' };
  return { kind: 'cleared', board: withCell(garden.board, cell, null) };
}

/** A hint puts the solution's flower in its cell, replacing a wrong one. */
export function applyHint(garden: Garden, hint: BloomPlacement): BloomBoard {
  return withCell(garden.board, hint, hint.type);
}

/**
 * The board to start from: a saved one when it still holds every starter (a save from another
 * puzzle would not), else the starters alone.
 */
export function startingBoard(
  starters: readonly BloomPlacement[],
  saved: BloomBoard | null | undefined,
): BloomBoard {
  if (saved && starters.every(({ r, c, type }) => saved[r]?.[c] === type)) return saved;
  return boardWithStarters(starters);
}
