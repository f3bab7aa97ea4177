import { describe, expect, it } from 'vitest';
import { finishedGardenProblem } from '@hub/proto';
import { garden, STRIPES, SWAPPABLE } from './boards.fixture';
import { ALL_TYPES, boardOf, candidatesOf, CELLS } from './grid';
import { countSolutions, findSolution } from './solver';

const count = (...rows: string[]) => countSolutions(candidatesOf(garden(...rows)), 10);

describe('countSolutions on hand-made gardens', () => {
  it('finds exactly one for a valid full garden', () => {
    expect(countSolutions(candidatesOf(STRIPES), 10)).toBe(1);
  });

  it('finds none when given flowers already break a rule', () => {
    expect(count('PR...', '.....', '.....', '.....', '.....')).toBe(0);
    expect(count('PPPPP', 'P....', '.....', '.....', '.....')).toBe(0);
  });

  it('finds none when a type can no longer reach five', () => {
    // Roses and Tulips leave only the four corners free of them: no room for five Lilies.
    expect(count('..R..', '..O..', 'RO.OR', '..O..', '..R..')).toBe(0);
  });

  it('sees that two cells of a garden could swap', () => {
    expect(count('RRY.P', 'OORYY', 'UUORR', 'PPUOO', '.YPUU')).toBe(2);
  });

  it('sees that the same two cells cannot swap in the stripes', () => {
    // (1,0) next to the Roses of row 3 can only be the Daisy.
    expect(count('.PPPP', '.YYYY', 'RRRRR', 'OOOOO', 'UUUUU')).toBe(1);
  });

  it('stops counting at the limit', () => {
    const empty = new Uint8Array(CELLS).fill(ALL_TYPES);
    expect(countSolutions(empty)).toBe(2);
    expect(countSolutions(empty, 7)).toBe(7);
  });

  it('completes a garden when one exists', () => {
    const solution = findSolution(
      candidatesOf(garden('RRY.P', 'OORYY', 'UUORR', 'PPUOO', '.YPUU')),
    );
    expect(solution && finishedGardenProblem(boardOf(solution))).toBeNull();
    expect([SWAPPABLE, garden('RRYYP', 'OORYY', 'UUORR', 'PPUOO', 'PYPUU')]).toContainEqual(
      boardOf(solution!),
    );
  });
});
