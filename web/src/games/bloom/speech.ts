import {
  FLOWER_NAMES,
  kindsOfFlower,
  lineName,
  type BloomBoard,
  type BloomClues,
  type CellPosition,
  type FlowerType,
  type PlacementConflict,
} from '@hub/proto';

/** A cell as the player reads it: 'row 2, column 5'. */
export const where = ({ r, c }: CellPosition) => `row ${r + 1}, column ${c + 1}`;

/**
 * Why No Mistakes mode refused `type` there, in words (the board shows it too): the neighbour it
 * may not touch, or the clue it would break.
 */
export function refusalReason(
  conflict: PlacementConflict,
  type: FlowerType,
  board: BloomBoard,
  clues: BloomClues,
): string {
  if (conflict.kind === 'clash') {
    const [first] = conflict.neighbours;
    const neighbour = first && board[first.r]![first.c];
    return neighbour
      ? `${FLOWER_NAMES[type]} can’t touch the ${FLOWER_NAMES[neighbour]} at ${where(first)}.`
      : `${FLOWER_NAMES[type]} can’t touch its neighbour.`;
  }
  const lines = conflict.lines.map(({ kind, index }) => {
    const clue = (kind === 'row' ? clues.rows : clues.columns)[index]!;
    return `${lineName(kind, index)} needs ${kindsOfFlower(clue)}`;
  });
  return `It would break a clue: ${lines.join('; ')}.`;
}
