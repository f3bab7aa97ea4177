import { describe, expect, it } from 'vitest';
import { garden, LEVEL_2, LEVEL_3, STRIPES } from './boards.fixture';
import { ALL_TYPES, bit, boardOf, candidatesOf, CELLS, indexOf, typeIndex } from './grid';
import { deduce, nextDeducibleCell } from './deduction';
import { applyBasicRules, applyCandidateReasoning } from './propagation';

const flag = (type: Parameters<typeof typeIndex>[0]) => bit(typeIndex(type));

describe('basic rules', () => {
  it('bar the types that may not touch a placed flower from its neighbours', () => {
    const candidates = candidatesOf(garden('.....', '.....', '..P..', '.....', '.....'));
    expect(applyBasicRules(candidates)).toBe(true);
    const lilyFriends = flag('PINK') | flag('YELLOW') | flag('PURPLE');
    for (const cell of [
      { r: 1, c: 2 },
      { r: 3, c: 2 },
      { r: 2, c: 1 },
      { r: 2, c: 3 },
    ]) {
      expect(candidates[indexOf(cell)]).toBe(lilyFriends);
    }
    expect(candidates[indexOf({ r: 1, c: 1 })]).toBe(ALL_TYPES);
  });

  it('fill a row once the count leaves one choice', () => {
    // Four types are placed five times each: every open cell must be the fifth type.
    const candidates = candidatesOf(garden('.....', 'YYYYY', 'RRRRR', 'OOOOO', 'UUUUU'));
    expect(applyBasicRules(candidates)).toBe(true);
    expect(boardOf(candidates)).toEqual(STRIPES);
  });
});

describe('candidate reasoning', () => {
  it('bars a Tulip next to a cell that can only be a Lily or a Daisy', () => {
    const candidates = new Uint8Array(CELLS).fill(ALL_TYPES);
    candidates[indexOf({ r: 2, c: 2 })] = flag('PINK') | flag('YELLOW');
    expect(applyCandidateReasoning(candidates)).toBe(4);
    expect(candidates[indexOf({ r: 2, c: 1 })]).toBe(ALL_TYPES & ~flag('ORANGE'));
  });

  it('learns nothing from a cell whose candidates can touch everything between them', () => {
    const candidates = new Uint8Array(CELLS).fill(ALL_TYPES);
    candidates[indexOf({ r: 2, c: 2 })] = flag('PINK') | flag('RED');
    expect(applyCandidateReasoning(candidates)).toBe(0);
  });
});

describe('deduce', () => {
  it('solves a garden that basic rules finish, rating it level 1', () => {
    const report = deduce(candidatesOf(garden('P.P.P', 'YYYYY', 'RRRRR', 'OOOOO', 'UUUUU')));
    expect(report).toMatchObject({ solved: true, hardest: 1, candidateSweeps: 0, lookaheads: 0 });
    expect(boardOf(report.candidates)).toEqual(STRIPES);
  });

  it('never guesses: with nothing given it stops unsolved', () => {
    const report = deduce(new Uint8Array(CELLS).fill(ALL_TYPES));
    expect(report.solved).toBe(false);
  });

  it('rates a garden by the hardest deduction it needs', () => {
    const medium = deduce(candidatesOf(LEVEL_2.starters));
    expect(medium).toMatchObject({ solved: true, hardest: 2, lookaheads: 0 });
    expect(boardOf(medium.candidates)).toEqual(LEVEL_2.solution);
    expect(deduce(candidatesOf(LEVEL_2.starters), 1).solved).toBe(false);

    const hard = deduce(candidatesOf(LEVEL_3.starters));
    expect(hard).toMatchObject({ solved: true, hardest: 3 });
    expect(hard.lookaheads).toBeGreaterThan(0);
    expect(boardOf(hard.candidates)).toEqual(LEVEL_3.solution);
    expect(deduce(candidatesOf(LEVEL_3.starters), 2).solved).toBe(false);
  });

  it('names the next cell a person can fill', () => {
    const cell = nextDeducibleCell(
      candidatesOf(garden('.....', 'YYYYY', 'RRRRR', 'OOOOO', 'UUUUU')),
    );
    expect(cell).toBe(0);
    expect(nextDeducibleCell(new Uint8Array(CELLS).fill(ALL_TYPES))).toBe(-1);
  });
});
