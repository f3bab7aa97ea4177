import {
  areAdjacent,
  WORDREE_MIN_WORD_LENGTH,
  WORDREE_MESSAGES,
  type WordreeCell,
} from '@hub/proto';
import { indexOf, isInside, type Grid } from './grid';

/** For each cell index, the indexes of its (up to 8) neighbours: the solver's moves. */
export function neighbourTable(size: number): number[][] {
  const table: number[][] = [];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const around: number[] = [];
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const r = row + dr;
          const c = column + dc;
          if ((dr || dc) && r >= 0 && c >= 0 && r < size && c < size) around.push(r * size + c);
        }
      }
      table.push(around);
    }
  }
  return table;
}

/**
 * Why a traced path cannot be a word on this grid, or null when it can: long enough, on the
 * grid, each cell next to the one before, no cell twice.
 */
export function pathProblem(grid: Grid, path: readonly WordreeCell[]): string | null {
  if (path.length < WORDREE_MIN_WORD_LENGTH) return WORDREE_MESSAGES.tooShort;
  if (!path.every((cell) => isInside(grid, cell))) return 'Those cells are not on this grid';
  const seen = new Set(path.map((cell) => indexOf(grid, cell)));
  if (seen.size !== path.length) return 'Each cell can be used only once in a word';
  for (let i = 1; i < path.length; i++) {
    if (!areAdjacent(path[i - 1]!, path[i]!)) return WORDREE_MESSAGES.notAdjacent;
  }
  return null;
}
