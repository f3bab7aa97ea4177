import {
  finishedGardenProblem,
  FLOWER_NAMES,
  missingStarter,
  type BloomBoard,
  type BloomPlacement,
} from '@hub/proto';

/**
 * Why a submitted garden is not a win of this puzzle, or null when it is. The rules plus the
 * starters pin down the one solution, so a garden passing both is that solution.
 */
export function finishProblem(
  board: BloomBoard,
  starters: readonly BloomPlacement[],
): string | null {
  const moved = missingStarter(board, starters);
  if (moved) {
    return `The starting ${FLOWER_NAMES[moved.type]} at row ${moved.r + 1}, column ${moved.c + 1} must stay`;
  }
  return finishedGardenProblem(board);
}
