import { describe, expect, it } from 'vitest';
import { bucketLabel, describeMeasure, formatMeasure } from './measure';

describe('measures', () => {
  it('reads times as m:ss, and the rest as numbers', () => {
    expect(formatMeasure('seconds', 95)).toBe('1:35');
    expect(formatMeasure('seconds', 59.6)).toBe('1:00');
    expect(formatMeasure('guesses', 7)).toBe('7');
    expect(formatMeasure('guesses', 7.25)).toBe('7.3');
    expect(describeMeasure('guesses', 1)).toBe('1 guess');
    expect(describeMeasure('points', 310)).toBe('310 points');
    expect(describeMeasure('seconds', 600)).toBe('10:00');
  });

  it('labels buckets by their bounds', () => {
    expect(bucketLabel('guesses', { from: 1, to: 5, count: 0 })).toBe('1–5');
    expect(bucketLabel('guesses', { from: 6, to: 6, count: 0 })).toBe('6');
    expect(bucketLabel('guesses', { from: 21, to: null, count: 0 })).toBe('21+');
    expect(bucketLabel('seconds', { from: 0, to: 59, count: 0 })).toBe('under 1 min');
    expect(bucketLabel('seconds', { from: 180, to: 299, count: 0 })).toBe('3–5 min');
    expect(bucketLabel('seconds', { from: 1200, to: null, count: 0 })).toBe('20+ min');
    expect(bucketLabel('points', { from: 100, to: 199, count: 0 })).toBe('100–199');
  });
});
