import { describe, expect, it } from 'vitest';
import { cluesOf, type FlowerType } from '@hub/proto';
import { garden, LEVEL_2, LEVEL_3, LINES_ENOUGH, STRIPES } from './boards.fixture';
import { ALL_TYPES, bit, boardOf, candidatesOf, CELLS, indexOf, typeIndex } from './grid';
import { deduce, nextDeducibleCell } from './deduction';
import { lineCluesOf, NO_CLUES } from './lines';
import { applyBasicRules, applyCandidateReasoning } from './propagation';

const flag = (...types: FlowerType[]) =>
  types.reduce((mask, type) => mask | bit(typeIndex(type)), 0);
const at = (r: number, c: number) => indexOf({ r, c });
const STRIPES_CLUES = lineCluesOf(cluesOf(STRIPES));
/** Only row 1 has a clue. */
const rowOneOnly = (rowOne: number) => Uint8Array.from([rowOne, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

describe('basic rules', () => {
  it('bar the types that may not touch a placed flower from its neighbours', () => {
    const candidates = candidatesOf(garden('.....', '.....', '..P..', '.....', '.....'));
    expect(applyBasicRules(candidates, NO_CLUES)).toBe(true);
    for (const [r, c] of [
      [1, 2],
      [3, 2],
      [2, 1],
      [2, 3],
    ] as const) {
      expect(candidates[at(r, c)]).toBe(flag('PINK', 'YELLOW', 'PURPLE'));
    }
    expect(candidates[at(1, 1)]).toBe(ALL_TYPES);
  });

  it('fill a line of one kind from one flower', () => {
    const candidates = candidatesOf(garden('..R..', '.....', '.....', '.....', '.....'));
    expect(applyBasicRules(candidates, rowOneOnly(1))).toBe(true);
    expect(boardOf(candidates)[0]).toEqual(['RED', 'RED', 'RED', 'RED', 'RED']);
  });

  it('keep a line showing all its kinds to those kinds', () => {
    const candidates = candidatesOf(garden('P...Y', '.....', '.....', '.....', '.....'));
    expect(applyBasicRules(candidates, rowOneOnly(2))).toBe(true);
    expect(candidates[at(0, 2)]).toBe(flag('PINK', 'YELLOW'));
  });

  it('repeat no placed kind where the empty cells are just enough for the missing ones', () => {
    // Five kinds in five cells: each kind once.
    const five = candidatesOf(garden('P...R', '.....', '.....', '.....', '.....'));
    expect(applyBasicRules(five, rowOneOnly(5))).toBe(true);
    expect(five[at(0, 2)]).toBe(flag('YELLOW', 'PURPLE', 'ORANGE'));
    // Four kinds, two Lilies placed: the three empty cells bring the other three.
    const four = candidatesOf(garden('P.P..', '.....', '.....', '.....', '.....'));
    expect(applyBasicRules(four, rowOneOnly(4))).toBe(true);
    expect(four[at(0, 4)]).toBe(ALL_TYPES & ~flag('PINK'));
  });

  it('see a line whose kinds cannot sit side by side, or cannot reach its clue', () => {
    expect(
      applyBasicRules(
        candidatesOf(garden('P...R', '.....', '.....', '.....', '.....')),
        rowOneOnly(2),
      ),
    ).toBe(false);
    expect(
      applyBasicRules(
        candidatesOf(garden('PPPPY', '.....', '.....', '.....', '.....')),
        rowOneOnly(3),
      ),
    ).toBe(false);
    const twoKinds = new Uint8Array(CELLS).fill(ALL_TYPES);
    for (let c = 0; c < 5; c++) twoKinds[at(0, c)] = flag('PINK', 'YELLOW');
    expect(applyBasicRules(twoKinds, rowOneOnly(3))).toBe(false);
  });

  it('leave to candidate reasoning what needs the wheel beyond the placed flowers', () => {
    // Two kinds and a Rose: the rest are Roses and one neighbour of Rose on the wheel.
    const candidates = candidatesOf(garden('R....', '.....', '.....', '.....', '.....'));
    expect(applyBasicRules(candidates, rowOneOnly(2))).toBe(true);
    expect(candidates[at(0, 3)]).toBe(ALL_TYPES);
    expect(applyCandidateReasoning(candidates, rowOneOnly(2))).toBeGreaterThan(0);
    expect(candidates[at(0, 3)]).toBe(flag('YELLOW', 'RED', 'ORANGE'));
  });
});

describe('candidate reasoning', () => {
  it('bars a Tulip next to a cell that can only be a Lily or a Daisy', () => {
    const candidates = new Uint8Array(CELLS).fill(ALL_TYPES);
    candidates[at(2, 2)] = flag('PINK', 'YELLOW');
    expect(applyCandidateReasoning(candidates, NO_CLUES)).toBe(4);
    expect(candidates[at(2, 1)]).toBe(ALL_TYPES & ~flag('ORANGE'));
  });

  it('learns nothing from a cell whose candidates can touch everything between them', () => {
    const candidates = new Uint8Array(CELLS).fill(ALL_TYPES);
    candidates[at(2, 2)] = flag('PINK', 'RED');
    expect(applyCandidateReasoning(candidates, NO_CLUES)).toBe(0);
  });

  it('puts a kind the line needs in the one cell that can hold it', () => {
    const candidates = new Uint8Array(CELLS).fill(ALL_TYPES);
    for (let c = 0; c < 4; c++) candidates[at(0, c)] = ALL_TYPES & ~flag('ORANGE');
    expect(applyCandidateReasoning(candidates, rowOneOnly(5))).toBeGreaterThan(0);
    expect(candidates[at(0, 4)]).toBe(flag('ORANGE'));
  });

  it('reads every way to fill a line, where its arcs alone say nothing', () => {
    // Lilies at both ends of a row of 3 kinds: Lily-Daisy-Rose, Pansy-Lily-Daisy and
    // Tulip-Pansy-Lily each fit, so every kind is still possible. But the row can only be
    // PYRYP, PUOUP, PYPUP or PUPYP: no third Lily beside an end, no Daisy or Pansy in the middle.
    const candidates = new Uint8Array(CELLS).fill(ALL_TYPES);
    candidates[at(0, 0)] = flag('PINK');
    candidates[at(0, 4)] = flag('PINK');
    expect(applyCandidateReasoning(candidates, rowOneOnly(3))).toBeGreaterThan(0);
    expect(candidates[at(0, 1)]).toBe(flag('YELLOW', 'PURPLE'));
    expect(candidates[at(0, 2)]).toBe(flag('PINK', 'RED', 'ORANGE'));
    expect(candidates[at(0, 3)]).toBe(flag('YELLOW', 'PURPLE'));
  });

  it('sees a line no filling can meet: Lilies at both ends leave no room for 4 kinds', () => {
    const candidates = new Uint8Array(CELLS).fill(ALL_TYPES);
    candidates[at(0, 0)] = flag('PINK');
    candidates[at(0, 4)] = flag('PINK');
    expect(applyCandidateReasoning(candidates, rowOneOnly(4))).toBe(-1);
  });
});

describe('deduce', () => {
  it('solves a garden that basic rules finish, rating it level 1', () => {
    const report = deduce(
      candidatesOf(garden('P....', 'Y....', '.....', '.....', '.....')),
      STRIPES_CLUES,
    );
    expect(report).toMatchObject({ solved: true, hardest: 1, candidateSweeps: 0, lookaheads: 0 });
    expect(boardOf(report.candidates)).toEqual(STRIPES);
  });

  it('never guesses: without starters it stops unsolved', () => {
    const report = deduce(new Uint8Array(CELLS).fill(ALL_TYPES), STRIPES_CLUES);
    expect(report.solved).toBe(false);
  });

  it('rates a garden by the hardest deduction it needs', () => {
    const clues2 = lineCluesOf(cluesOf(LEVEL_2.solution));
    const medium = deduce(candidatesOf(LEVEL_2.starters), clues2);
    expect(medium).toMatchObject({ solved: true, hardest: 2, lookaheads: 0 });
    expect(boardOf(medium.candidates)).toEqual(LEVEL_2.solution);
    expect(deduce(candidatesOf(LEVEL_2.starters), clues2, 1).solved).toBe(false);

    const clues3 = lineCluesOf(cluesOf(LEVEL_3.solution));
    const hard = deduce(candidatesOf(LEVEL_3.starters), clues3);
    expect(hard).toMatchObject({ solved: true, hardest: 3 });
    expect(hard.lookaheads).toBeGreaterThan(0);
    expect(boardOf(hard.candidates)).toEqual(LEVEL_3.solution);
    expect(deduce(candidatesOf(LEVEL_3.starters), clues3, 2).solved).toBe(false);
  });

  it('calls lookahead only what no careful look at a line finds', () => {
    const clues = lineCluesOf(cluesOf(LINES_ENOUGH.solution));
    const report = deduce(candidatesOf(LINES_ENOUGH.starters), clues);
    expect(report).toMatchObject({ solved: true, hardest: 2, lookaheads: 0 });
    expect(boardOf(report.candidates)).toEqual(LINES_ENOUGH.solution);
  });

  it('names the next cell a person can fill', () => {
    const cell = nextDeducibleCell(
      candidatesOf(garden('P....', 'Y....', '.....', '.....', '.....')),
      STRIPES_CLUES,
    );
    expect(cell).toBe(1);
    expect(nextDeducibleCell(new Uint8Array(CELLS).fill(ALL_TYPES), STRIPES_CLUES)).toBe(-1);
  });
});
