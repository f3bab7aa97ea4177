import {
  finishedGardenProblem,
  FLOWER_NAMES,
  missingStarter,
  type BloomBoard,
  type BloomClues,
  type BloomPlacement,
} from '@hub/proto';

/**
 * Why a submitted garden is not a win of this puzzle, or null when it is. The rules, the clues
 * and the starters pin down the one solution, so a garden passing all three is that solution
 * (a garden made before the clues may have others: any of them wins, so nobody is stuck).
 */
export function finishProblem(
  board: BloomBoard,
  puzzle: { starters: readonly BloomPlacement[]; clues: BloomClues },
): string | null {
  const moved = missingStarter(board, puzzle.starters);
  if (moved) {
    return `The starting ${FLOWER_NAMES[moved.type]} at row ${moved.r + 1}, column ${moved.c + 1} must stay`;
  }
  return finishedGardenProblem(board, puzzle.clues);
}
