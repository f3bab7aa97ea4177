import { areAdjacent, sameCell, sharesCell, type WordreeCell } from '@hub/proto';

/** Every way to trace `word` on the grid (small grids and short words: a full search is instant). */
export function tracePaths(
  letters: readonly string[],
  size: number,
  word: string,
): WordreeCell[][] {
  const target = word.toUpperCase();
  const paths: WordreeCell[][] = [];
  const path: WordreeCell[] = [];
  const walk = (cell: WordreeCell) => {
    if (letters[cell[0] * size + cell[1]] !== target[path.length]) return;
    if (path.some((picked) => sameCell(picked, cell))) return;
    path.push(cell);
    if (path.length === target.length) paths.push([...path]);
    else {
      for (let row = cell[0] - 1; row <= cell[0] + 1; row++) {
        for (let column = cell[1] - 1; column <= cell[1] + 1; column++) {
          const next: WordreeCell = [row, column];
          if (row >= 0 && column >= 0 && row < size && column < size && areAdjacent(cell, next)) {
            walk(next);
          }
        }
      }
    }
    path.pop();
  };
  if (target.length === 0) return [];
  for (let index = 0; index < size * size; index++) walk([Math.floor(index / size), index % size]);
  return paths;
}

/**
 * Keyboard play: the path for the letters typed so far. It keeps the cells already picked when
 * it can, and prefers a tracing that touches the previous word, so the chain rule holds.
 */
export function pathForTyped(
  letters: readonly string[],
  size: number,
  typed: string,
  current: readonly WordreeCell[],
  lastWordCells: readonly WordreeCell[],
): WordreeCell[] | null {
  const paths = tracePaths(letters, size, typed);
  const keepsCurrent = (path: WordreeCell[]) =>
    current.every((cell, index) => path[index] && sameCell(cell, path[index]));
  const score = (path: WordreeCell[]) =>
    (keepsCurrent(path) ? 2 : 0) +
    (lastWordCells.length && sharesCell(path, lastWordCells) ? 1 : 0);
  let best: WordreeCell[] | null = null;
  for (const path of paths) if (!best || score(path) > score(best)) best = path;
  return best;
}
