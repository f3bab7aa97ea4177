import type { WordreeCell } from '@hub/proto';

/**
 * The grid is filled row by row from the puzzle's letters, upper-cased, repeating them if short
 * (docs/rules.md#wordree-on-screen).
 */
export function gridLetters(letters: string, size: number): string[] {
  const source = letters.toUpperCase() || 'A';
  return Array.from({ length: size * size }, (_, index) => source[index % source.length]!);
}

export const cellKey = ([row, column]: WordreeCell) => `${row}:${column}`;

export const letterAt = (letters: readonly string[], size: number, [row, column]: WordreeCell) =>
  letters[row * size + column] ?? '';

export const spellPath = (letters: readonly string[], size: number, path: readonly WordreeCell[]) =>
  path.map((cell) => letterAt(letters, size, cell)).join('');
