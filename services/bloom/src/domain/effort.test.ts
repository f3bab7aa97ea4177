import { describe, expect, it } from 'vitest';
import { cluesOf } from '@hub/proto';
import { garden, LEVEL_2, LEVEL_3, STRIPES } from './boards.fixture';
import { ALL_TYPES, candidatesOf, CELLS } from './grid';
import { solveEffort } from './effort';
import { lineCluesOf } from './lines';

const effortOf = (puzzle: { starters: ReturnType<typeof garden>; solution: typeof STRIPES }) =>
  solveEffort(candidatesOf(puzzle.starters), lineCluesOf(cluesOf(puzzle.solution)));

describe('solveEffort', () => {
  it('counts one look for a garden the basic rules fill at once', () => {
    const stripes = {
      starters: garden('P....', 'Y....', '.....', '.....', '.....'),
      solution: STRIPES,
    };
    expect(effortOf(stripes)).toEqual({
      steps: 1,
      placements: 1,
      beyondBasics: 0,
      candidateSweeps: 0,
      lookaheads: 0,
    });
  });

  it('counts every sweep and lookahead a player without notes makes, each once', () => {
    const medium = effortOf(LEVEL_2)!;
    expect(medium.lookaheads).toBe(0);
    expect(medium.beyondBasics).toBeGreaterThan(0);
    const hard = effortOf(LEVEL_3)!;
    expect(hard.lookaheads).toBeGreaterThanOrEqual(3);
    for (const effort of [medium, hard]) {
      expect(effort.steps).toBe(effort.placements + effort.candidateSweeps + effort.lookaheads);
    }
    expect(hard.steps).toBeGreaterThan(medium.steps);
  });

  it('is null for a garden deduction cannot finish', () => {
    expect(
      solveEffort(new Uint8Array(CELLS).fill(ALL_TYPES), lineCluesOf(cluesOf(STRIPES))),
    ).toBeNull();
  });
});
