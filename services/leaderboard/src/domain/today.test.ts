import { describe, expect, it } from 'vitest';
import { todayDistributionOf } from './today';

describe('how everyone did today', () => {
  it('puts Jotto guesses in the profile buckets and counts who took more', () => {
    const today = todayDistributionOf(
      'jotto',
      '2026-11-28',
      [
        { value: 4, count: 2 },
        { value: 8, count: 5 },
        { value: 11, count: 3 },
        { value: 30, count: 1 },
      ],
      8,
    );
    expect(today.measure).toBe('guesses');
    expect(today.players).toBe(11);
    expect(today.distribution[0]).toEqual({ from: 1, to: 5, count: 2 });
    expect(today.distribution[today.you.bucket]).toEqual({ from: 8, to: 8, count: 5 });
    // 4 of the 10 others took more guesses; the 4 others who took 8 tie, beating nobody.
    expect(today.you).toMatchObject({ value: 8, betterThan: 40 });
  });

  it('counts fewer points as worse for Wordree, and a lone finisher beats nobody', () => {
    const today = todayDistributionOf(
      'wordree',
      '2026-11-28',
      [
        { value: 150, count: 1 },
        { value: 420, count: 1 },
      ],
      420,
    );
    expect(today.measure).toBe('points');
    expect(today.you).toMatchObject({ betterThan: 100 });
    expect(todayDistributionOf('bloom', '2026-11-28', [{ value: 95, count: 1 }], 95).you).toEqual({
      value: 95,
      bucket: 1,
      betterThan: 0,
    });
  });
});
