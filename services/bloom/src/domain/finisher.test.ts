import { describe, expect, it } from 'vitest';
import { cluesOf, type BloomBoard } from '@hub/proto';
import { garden, STRIPES, STRIPES_TURNED } from './boards.fixture';
import { finishProblem } from './finisher';

const puzzle = {
  starters: [
    { r: 0, c: 0, type: 'PINK' as const },
    { r: 1, c: 0, type: 'YELLOW' as const },
  ],
  clues: cluesOf(STRIPES),
};

describe('finishProblem', () => {
  it('accepts the solution', () => {
    expect(finishProblem(STRIPES, puzzle)).toBeNull();
  });

  it('refuses a garden keeping every rule and clue that moved a starter', () => {
    expect(finishProblem(STRIPES_TURNED, puzzle)).toBe(
      'The starting Lily at row 1, column 1 must stay',
    );
  });

  it('refuses an unfinished garden, a broken rule and a broken clue', () => {
    const unfinished: BloomBoard = STRIPES.map((row) => [...row]);
    unfinished[2]![2] = null;
    expect(finishProblem(unfinished, puzzle)).toMatch(/not finished/);
    expect(finishProblem(garden('PPPPP', 'YYYYY', 'RRRRR', 'OOOOO', 'YUUUU'), puzzle)).toBe(
      'A Tulip cannot touch a Daisy (row 4, column 1)',
    );
    // Every neighbour may touch, but row 5 now holds two kinds and column 1 four.
    expect(finishProblem(garden('PPPPP', 'YYYYY', 'RRRRR', 'OOOOO', 'OUUUU'), puzzle)).toBe(
      'Row 5 holds 2 kinds of flower, but its clue says 1',
    );
  });
});
