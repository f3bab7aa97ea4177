import { describe, expect, it } from 'vitest';
import { isPlausibleSolve, secondsBetween, unrankedReason } from './plausibility';

describe('secondsBetween', () => {
  it('counts whole seconds and never goes negative', () => {
    const from = new Date('2025-03-01T12:00:00.000Z');
    expect(secondsBetween(from, new Date('2025-03-01T12:00:19.999Z'))).toBe(19);
    expect(secondsBetween(from, new Date('2025-03-01T11:59:58.000Z'))).toBe(0);
  });
});

describe('isPlausibleSolve', () => {
  it('ranks a solve at the floor and above, not below', () => {
    expect(isPlausibleSolve(19, 20)).toBe(false);
    expect(isPlausibleSolve(20, 20)).toBe(true);
    expect(isPlausibleSolve(600, 20)).toBe(true);
  });
});

describe('unrankedReason', () => {
  it('says why only when the score is not ranked', () => {
    expect(unrankedReason(true, 20)).toBeNull();
    expect(unrankedReason(false, 20)).toBe(
      'Solved in under 20 seconds from opening the puzzle: your score is kept but not ranked.',
    );
  });
});
