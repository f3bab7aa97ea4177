import { describe, expect, it } from 'vitest';
import {
  BloomClues,
  boardWarnings,
  CANNOT_TOUCH,
  clueState,
  clueStates,
  cluesOf,
  finishedGardenProblem,
  FLOWER_TYPES,
  flowersClash,
  kindsIn,
  missingStarter,
  placementConflict,
} from '@hub/proto';
import { garden, STRIPES, STRIPES_TURNED } from './boards.fixture';

/** Clues no partial board can break: five kinds everywhere. */
const ANYTHING: BloomClues = { rows: [5, 5, 5, 5, 5], columns: [5, 5, 5, 5, 5] };
const STRIPES_CLUES: BloomClues = { rows: [1, 1, 1, 1, 1], columns: [5, 5, 5, 5, 5] };

// The rules live in @hub/proto so the web marks mistakes exactly as the server judges them.
describe('adjacency rule table (docs/rules.md#bloom-garden-and-adjacency)', () => {
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

  it('never marks a starter for the flower planted beside it', () => {
    const board = garden('PR...', '.....', '.....', '.....', '.....');
    const starterAt00 = ({ r, c }: { r: number; c: number }) => r === 0 && c === 0;
    const warnings = boardWarnings(board, starterAt00);
    expect([...warnings.cells]).toEqual(['0,1']);
    expect([...warnings.types]).toEqual(['RED']);
  });

  it('refuses a placement next to a banned neighbour in No Mistakes mode', () => {
    const board = garden('P....', '.....', '..U..', '.....', '.....');
    const problem = (r: number, c: number, type: (typeof FLOWER_TYPES)[number]) =>
      placementConflict(board, ANYTHING, { r, c, type })?.kind ?? null;
    expect(problem(0, 1, 'RED')).toBe('clash');
    expect(problem(1, 0, 'ORANGE')).toBe('clash');
    expect(problem(1, 2, 'YELLOW')).toBe('clash');
    expect(problem(0, 1, 'YELLOW')).toBeNull();
    // Replacing the flower itself: its old type no longer counts.
    expect(problem(0, 0, 'RED')).toBeNull();
  });
});

describe('margin clues: how many kinds of flower each row and column holds', () => {
  it('counts the kinds of a line, ignoring empty cells', () => {
    expect(kindsIn(['PINK', 'PINK', null, 'YELLOW', null])).toBe(2);
    expect(kindsIn([null, null, null, null, null])).toBe(0);
    expect(cluesOf(STRIPES)).toEqual(STRIPES_CLUES);
    expect(cluesOf(garden('PYROU', 'PPYRO', 'UUPYR', 'UUPPY', 'UOUUP'))).toEqual({
      rows: [5, 4, 4, 3, 3],
      columns: [2, 4, 4, 5, 5],
    });
  });

  it('accepts clues of 1 to 5 for five rows and five columns, and nothing else', () => {
    expect(BloomClues.safeParse(STRIPES_CLUES).success).toBe(true);
    expect(BloomClues.safeParse({ rows: [0, 1, 1, 1, 1], columns: [5, 5, 5, 5, 5] }).success).toBe(
      false,
    );
    expect(BloomClues.safeParse({ rows: [6, 1, 1, 1, 1], columns: [5, 5, 5, 5, 5] }).success).toBe(
      false,
    );
    expect(BloomClues.safeParse({ rows: [1, 1, 1, 1], columns: [5, 5, 5, 5, 5] }).success).toBe(
      false,
    );
  });

  it('warns for a line over its clue, or full with another count, and quietly meets a right one', () => {
    expect(clueState(['PINK', 'YELLOW', null, null, null], 1)).toBe('broken');
    expect(clueState(['PINK', 'YELLOW', null, null, null], 2)).toBe('open');
    // Fewer kinds than the clue is only a mistake once the line is full.
    expect(clueState(['PINK', null, null, null, null], 3)).toBe('open');
    expect(clueState(['PINK', 'PINK', 'PINK', 'PINK', 'YELLOW'], 3)).toBe('broken');
    expect(clueState(['PINK', 'PINK', 'PINK', 'PINK', 'YELLOW'], 2)).toBe('met');

    const board = garden('PPPPY', '.....', 'R....', '.....', '.....');
    expect(clueStates(board, STRIPES_CLUES)).toEqual({
      rows: ['broken', 'open', 'open', 'open', 'open'],
      columns: ['open', 'open', 'open', 'open', 'open'],
    });
    expect(clueStates(STRIPES, STRIPES_CLUES)).toEqual({
      rows: Array(5).fill('met'),
      columns: Array(5).fill('met'),
    });
  });

  it('refuses in No Mistakes mode a flower that would break a row or column clue', () => {
    const board = garden('PPPP.', '.....', '.....', '.....', 'Y....');
    // Row 1 may hold one kind: a Daisy would make two.
    expect(placementConflict(board, STRIPES_CLUES, { r: 0, c: 4, type: 'YELLOW' })?.kind).toBe(
      'clue',
    );
    expect(
      placementConflict(board, STRIPES_CLUES, { r: 0, c: 4, type: 'PINK' })?.kind ?? null,
    ).toBeNull();
    // Column 1 needs five kinds: a fifth flower that leaves it with four is refused too.
    const column = garden('P....', 'Y....', 'R....', 'O....', '.....');
    expect(placementConflict(column, STRIPES_CLUES, { r: 4, c: 0, type: 'ORANGE' })?.kind).toBe(
      'clue',
    );
    expect(
      placementConflict(column, STRIPES_CLUES, { r: 4, c: 0, type: 'PURPLE' })?.kind ?? null,
    ).toBeNull();
  });

  it('says which rule a refused placement would break: the neighbours, or the lines', () => {
    const board = garden('P.O..', '.....', '.....', '.....', '.....');
    // A Tulip between a Lily and ... its own kind: only the Lily is in the way.
    expect(placementConflict(board, ANYTHING, { r: 0, c: 1, type: 'ORANGE' })).toEqual({
      kind: 'clash',
      neighbours: [{ r: 0, c: 0 }],
    });
    const row = garden('PPPP.', '.....', '.....', '.....', 'Y....');
    expect(placementConflict(row, STRIPES_CLUES, { r: 0, c: 4, type: 'YELLOW' })).toEqual({
      kind: 'clue',
      lines: [{ kind: 'row', index: 0 }],
    });
    expect(placementConflict(row, STRIPES_CLUES, { r: 0, c: 4, type: 'PINK' })).toBeNull();
  });

  it('accepts only a full garden with no clash and every clue met', () => {
    expect(finishedGardenProblem(STRIPES, STRIPES_CLUES)).toBeNull();
    expect(
      finishedGardenProblem(garden('PPPPP', 'YYYYY', 'RRRRR', 'OOOOO', 'UUUU.'), STRIPES_CLUES),
    ).toMatch(/not finished/);
    expect(
      finishedGardenProblem(garden('PPPPP', 'RYYYY', 'YRRRR', 'OOOOO', 'UUUUU'), STRIPES_CLUES),
    ).toBe('A Lily cannot touch a Rose (row 1, column 1)');
    // No clash at all, but 25 Lilies hold one kind where every column wants five.
    expect(
      finishedGardenProblem(garden('PPPPP', 'PPPPP', 'PPPPP', 'PPPPP', 'PPPPP'), STRIPES_CLUES),
    ).toBe('Column 1 holds 1 kind of flower, but its clue says 5');
    expect(finishedGardenProblem(STRIPES, { ...STRIPES_CLUES, rows: [1, 2, 1, 1, 1] })).toBe(
      'Row 2 holds 1 kind of flower, but its clue says 2',
    );
  });

  it('finds a starter that moved', () => {
    const starters = [{ r: 0, c: 0, type: 'PINK' as const }];
    expect(missingStarter(STRIPES, starters)).toBeNull();
    // The same clues hold in the turned garden: only the starter tells them apart.
    expect(finishedGardenProblem(STRIPES_TURNED, STRIPES_CLUES)).toBeNull();
    expect(missingStarter(STRIPES_TURNED, starters)).toEqual(starters[0]);
  });
});
