import { describe, expect, it } from 'vitest';
import type { BloomBoard } from '@hub/proto';
import { garden, STRIPES, SWAPPABLE } from './boards.fixture';
import { finishProblem } from './finisher';

const starters = [
  { r: 0, c: 0, type: 'PINK' as const },
  { r: 4, c: 4, type: 'PURPLE' as const },
];

describe('finishProblem', () => {
  it('accepts the solution', () => {
    expect(finishProblem(STRIPES, starters)).toBeNull();
  });

  it('refuses a valid garden that moved a starter', () => {
    expect(finishProblem(SWAPPABLE, starters)).toBe(
      'The starting Lily at row 1, column 1 must stay',
    );
  });

  it('refuses an unfinished garden, a broken rule and a wrong count', () => {
    const unfinished: BloomBoard = STRIPES.map((row) => [...row]);
    unfinished[2]![2] = null;
    expect(finishProblem(unfinished, starters)).toMatch(/not finished/);
    expect(finishProblem(garden('PPPPP', 'YYYYY', 'RRRRR', 'OOOOO', 'UUUUY'), starters)).toBe(
      'The starting Pansy at row 5, column 5 must stay',
    );
    expect(finishProblem(garden('PPPPP', 'YYYYY', 'RRRRR', 'OOOOO', 'YUUUU'), starters)).toBe(
      'A Tulip cannot touch a Daisy (row 4, column 1)',
    );
    // Six Tulips and four Pansies: every neighbour may touch, but the count is wrong.
    expect(finishProblem(garden('PPPPP', 'YYYYY', 'RRRRR', 'OOOOO', 'OUUUU'), starters)).toBe(
      'A finished garden has exactly 5 of each flower',
    );
  });
});
