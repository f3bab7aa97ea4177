import { describe, expect, it } from 'vitest';
import { dailyScore, vsScore } from './scoring';

describe('dailyScore', () => {
  it('is 1000 for a first-guess solve in no time', () => {
    expect(dailyScore(1, 0)).toBe(1000);
  });

  it('takes 50 per extra attempt and 1 per 6 whole seconds', () => {
    expect(dailyScore(2, 0)).toBe(950);
    expect(dailyScore(5, 0)).toBe(800);
    expect(dailyScore(1, 5)).toBe(1000);
    expect(dailyScore(1, 6)).toBe(999);
    expect(dailyScore(3, 125)).toBe(1000 - 100 - 20);
  });

  it('stops counting time after 30 minutes', () => {
    expect(dailyScore(1, 1800)).toBe(700);
    expect(dailyScore(1, 99_999)).toBe(700);
  });

  it('never goes below 50', () => {
    expect(dailyScore(15, 1800)).toBe(50);
    expect(dailyScore(40, 0)).toBe(50);
  });
});

describe('vsScore', () => {
  it('scores the winner on attempts alone and the loser nothing', () => {
    expect(vsScore(4, true)).toBe(850);
    expect(vsScore(4, false)).toBe(0);
  });
});
