import { describe, expect, it } from 'vitest';
import {
  boardWarnings,
  CANNOT_TOUCH,
  countFlowers,
  finishedGardenProblem,
  FLOWER_TYPES,
  flowersClash,
  missingStarter,
  placementProblem,
} from '@hub/proto';
import { garden, STRIPES } from './boards.fixture';

// The rules live in @hub/proto so the web marks mistakes exactly as the server judges them.
describe('adjacency rule table (SPEC §5)', () => {
  it.each([
    ['PINK', ['RED', 'ORANGE']],
    ['RED', ['PINK', 'PURPLE']],
    ['ORANGE', ['PINK', 'YELLOW']],
    ['YELLOW', ['ORANGE', 'PURPLE']],
    ['PURPLE', ['RED', 'YELLOW']],
  ] as const)('%s cannot touch %j and may touch every other type', (type, banned) => {
    for (const other of FLOWER_TYPES) {
      expect(flowersClash(type, other)).toBe((banned as readonly string[]).includes(other));
    }
  });

  it('is symmetric and lets a flower touch its own kind', () => {
    for (const a of FLOWER_TYPES) {
      expect(flowersClash(a, a)).toBe(false);
      for (const b of CANNOT_TOUCH[a]) expect(flowersClash(b, a)).toBe(true);
    }
  });

  it('only looks up, down, left and right, never diagonally', () => {
    expect(boardWarnings(garden('P....', '.R...', '.....', '.....', '.....')).cells.size).toBe(0);
    const warnings = boardWarnings(garden('PR...', '.....', '.....', '.....', '.....'));
    expect([...warnings.cells]).toEqual(['0,0', '0,1']);
    expect([...warnings.types].sort()).toEqual(['PINK', 'RED']);
  });

  it('refuses a placement next to a banned neighbour in No Mistakes mode', () => {
    const board = garden('P....', '.....', '..U..', '.....', '.....');
    expect(placementProblem(board, { r: 0, c: 1, type: 'RED' })).toBe('clash');
    expect(placementProblem(board, { r: 1, c: 0, type: 'ORANGE' })).toBe('clash');
    expect(placementProblem(board, { r: 1, c: 2, type: 'YELLOW' })).toBe('clash');
    expect(placementProblem(board, { r: 0, c: 1, type: 'YELLOW' })).toBeNull();
    // Replacing the flower itself: its old type no longer counts.
    expect(placementProblem(board, { r: 0, c: 0, type: 'RED' })).toBeNull();
  });
});

describe('five of each (DESIGN §6)', () => {
  it('counts flowers per type', () => {
    expect(countFlowers(STRIPES)).toEqual({ PINK: 5, YELLOW: 5, RED: 5, PURPLE: 5, ORANGE: 5 });
  });

  it('marks a sixth flower of a type as warning and refuses it in No Mistakes mode', () => {
    const six = garden('PPPPP', 'P....', '.....', '.....', '.....');
    expect([...boardWarnings(six).types]).toEqual(['PINK']);
    const five = garden('PPPPP', '.....', '.....', '.....', '.....');
    expect(boardWarnings(five).types.size).toBe(0);
    expect(placementProblem(five, { r: 4, c: 4, type: 'PINK' })).toBe('too-many');
    expect(placementProblem(five, { r: 0, c: 0, type: 'PINK' })).toBeNull();
  });

  it('accepts only a full garden with no clash and five of each', () => {
    expect(finishedGardenProblem(STRIPES)).toBeNull();
    expect(finishedGardenProblem(garden('PPPPP', 'YYYYY', 'RRRRR', 'OOOOO', 'UUUU.'))).toMatch(
      /not finished/,
    );
    expect(finishedGardenProblem(garden('PPPPP', 'RYYYY', 'YRRRR', 'OOOOO', 'UUUUU'))).toBe(
      'A Lily cannot touch a Rose (row 1, column 1)',
    );
    // No clash at all, but 25 Lilies are not a garden.
    expect(finishedGardenProblem(garden('PPPPP', 'PPPPP', 'PPPPP', 'PPPPP', 'PPPPP'))).toBe(
      'A finished garden has exactly 5 of each flower',
    );
  });

  it('finds a starter that moved', () => {
    const starters = [{ r: 0, c: 0, type: 'PINK' as const }];
    expect(missingStarter(STRIPES, starters)).toBeNull();
    expect(missingStarter(garden('YPPPP', 'PYYYY', 'RRRRR', 'OOOOO', 'UUUUU'), starters)).toEqual(
      starters[0],
    );
  });
});
