import { describe, expect, it } from 'vitest';
import { bloomScore } from './scoring';

describe('bloomScore (docs/rules.md#bloom-scoring-and-hints)', () => {
  it('is 1000 less a point per 3 seconds and 100 per hint', () => {
    expect(bloomScore(0, 0)).toBe(1000);
    expect(bloomScore(2, 0)).toBe(1000);
    expect(bloomScore(3, 0)).toBe(999);
    expect(bloomScore(125, 1)).toBe(1000 - 41 - 100);
  });

  it('never drops below 50', () => {
    expect(bloomScore(3 * 3600, 0)).toBe(50);
    expect(bloomScore(0, 12)).toBe(50);
  });
});
