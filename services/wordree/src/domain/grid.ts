import type { WordreeCell } from '@hub/proto';

/** A square letter grid; `letters` holds size² upper-case letters, row by row. */
export interface Grid {
  readonly size: number;
  readonly letters: string;
}

export function makeGrid(size: number, letters: string): Grid {
  if (letters.length !== size * size || !/^[A-Z]+$/.test(letters)) {
    throw new RangeError(`A ${size}x${size} grid needs ${size * size} letters A-Z`);
  }
  return { size, letters };
}

export const indexOf = (grid: Grid, [row, column]: WordreeCell) => row * grid.size + column;

export const cellAt = (grid: Grid, index: number): WordreeCell => [
  Math.floor(index / grid.size),
  index % grid.size,
];

export const isInside = (grid: Grid, [row, column]: WordreeCell) =>
  row >= 0 && column >= 0 && row < grid.size && column < grid.size;

/** The word a path of cells spells, lower-case like the dictionary. */
export function spell(grid: Grid, path: readonly WordreeCell[]): string {
  return path
    .map((cell) => grid.letters[indexOf(grid, cell)] ?? '')
    .join('')
    .toLowerCase();
}
