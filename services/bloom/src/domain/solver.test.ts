import { describe, expect, it } from 'vitest';
import { cluesOf, finishedGardenProblem, type BloomClues } from '@hub/proto';
import { garden, STRIPES } from './boards.fixture';
import { ALL_TYPES, boardOf, candidatesOf, CELLS } from './grid';
import { lineCluesOf, NO_CLUES } from './lines';
import { countSolutions, findSolution, solveGarden } from './solver';

const STRIPES_CLUES = cluesOf(STRIPES);
const count = (clues: BloomClues, ...rows: string[]) =>
  countSolutions(candidatesOf(garden(...rows)), lineCluesOf(clues), 20);

describe('countSolutions on hand-made gardens', () => {
  it('finds exactly one for a valid full garden under its own clues', () => {
    expect(countSolutions(candidatesOf(STRIPES), lineCluesOf(STRIPES_CLUES), 10)).toBe(1);
  });

  it('finds none for a full garden whose line holds other than its clue', () => {
    const clues = { ...STRIPES_CLUES, rows: [2, 1, 1, 1, 1] };
    expect(countSolutions(candidatesOf(STRIPES), lineCluesOf(clues), 10)).toBe(0);
  });

  it('finds none when given flowers already break a rule', () => {
    expect(count(STRIPES_CLUES, 'PR...', '.....', '.....', '.....', '.....')).toBe(0);
    // Row 1 may hold one kind.
    expect(count(STRIPES_CLUES, 'PY...', '.....', '.....', '.....', '.....')).toBe(0);
  });

  it("finds none when a line's kinds cannot sit side by side on the wheel", () => {
    const clues = { rows: [2, 3, 3, 3, 3], columns: [3, 3, 3, 3, 3] };
    // A Lily and a Rose are two steps apart: a row of two kinds cannot hold both...
    expect(count(clues, 'P.R..', '.....', '.....', '.....', '.....')).toBe(0);
    // ...a row of three can, with Daisies between them.
    expect(
      count({ ...clues, rows: [3, 3, 3, 3, 3] }, 'P.R..', '.....', '.....', '.....', '.....'),
    ).toBeGreaterThan(0);
  });

  it('counts the recolourings the clues cannot tell apart, until starters do', () => {
    // Rows of one kind, columns of five: the stripes turned or mirrored round the wheel.
    expect(count(STRIPES_CLUES, '.....', '.....', '.....', '.....', '.....')).toBe(10);
    // A Lily on top leaves the stripes and their mirror image; a Daisy under it, one garden.
    expect(count(STRIPES_CLUES, 'P....', '.....', '.....', '.....', '.....')).toBe(2);
    expect(count(STRIPES_CLUES, 'P....', 'Y....', '.....', '.....', '.....')).toBe(1);
  });

  it('stops counting at the limit', () => {
    const empty = new Uint8Array(CELLS).fill(ALL_TYPES);
    expect(countSolutions(empty, NO_CLUES)).toBe(2);
    expect(countSolutions(empty, NO_CLUES, 7)).toBe(7);
  });

  it('completes a garden when one exists', () => {
    const solution = findSolution(
      candidatesOf(garden('P....', '.....', '.....', '.....', '.....')),
      lineCluesOf(STRIPES_CLUES),
    );
    expect(solution && finishedGardenProblem(boardOf(solution), STRIPES_CLUES)).toBeNull();
    expect(
      solveGarden(
        [
          { r: 0, c: 0, type: 'PINK' },
          { r: 1, c: 0, type: 'YELLOW' },
        ],
        STRIPES_CLUES,
      ),
    ).toEqual(STRIPES);
  });
});
