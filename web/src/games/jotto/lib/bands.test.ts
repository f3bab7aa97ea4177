import { describe, expect, it } from 'vitest';
import { describeMatches, matchBand } from './bands';

describe('matchBand', () => {
  it('colours match counts by their bands (docs/rules.md#jotto-on-screen)', () => {
    expect([0, 1, 2, 3, 4, 5].map(matchBand)).toEqual([
      'red',
      'grey',
      'grey',
      'amber',
      'amber',
      'green',
    ]);
  });

  it('reads a count aloud with the right plural', () => {
    expect(describeMatches(1)).toBe('1 letter matches');
    expect(describeMatches(0)).toBe('0 letters match');
  });
});
