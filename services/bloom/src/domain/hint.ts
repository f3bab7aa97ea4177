import type { BloomBoard, BloomClues, BloomPlacement } from '@hub/proto';
import { candidatesOf, CELLS, positionOf } from './grid';
import { nextDeducibleCell } from './deduction';
import { lineCluesOf } from './lines';

export interface Hint extends BloomPlacement {
  /** The cell held a wrong flower (or lost its starter): the hint puts the right one back. */
  corrects: boolean;
}

/**
 * A cell of the solution for a player's garden: a wrong flower first (reading order), else the
 * cell a person could fill next by the easiest deduction from the flowers on the board and the
 * clues. Null when the garden is already the solution.
 */
export function chooseHint(
  board: BloomBoard,
  puzzle: { starters: readonly BloomPlacement[]; solution: BloomBoard; clues: BloomClues },
): Hint | null {
  const isStarter = (r: number, c: number) => puzzle.starters.some((s) => s.r === r && s.c === c);
  let firstEmpty = -1;
  for (let i = 0; i < CELLS; i++) {
    const { r, c } = positionOf(i);
    const placed = board[r]![c];
    const right = puzzle.solution[r]![c]!;
    if (placed === right) continue;
    if (placed !== null || isStarter(r, c)) return { r, c, type: right, corrects: true };
    if (firstEmpty < 0) firstEmpty = i;
  }
  if (firstEmpty < 0) return null;
  // Every flower left on the board is right, and right flowers only ever help deduction; the
  // first empty cell is the safety net for a garden made under the old rule, which the clues
  // alone may not pin down.
  const next = nextDeducibleCell(candidatesOf(board), lineCluesOf(puzzle.clues));
  const { r, c } = positionOf(next >= 0 ? next : firstEmpty);
  return { r, c, type: puzzle.solution[r]![c]!, corrects: false };
}
