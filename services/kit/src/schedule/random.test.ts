import { describe, expect, it } from 'vitest';
import { cryptoRandom } from './random';

describe('cryptoRandom', () => {
  it('draws numbers in [0, 1), spread evenly, past its buffer', () => {
    const draws = Array.from({ length: 20_000 }, cryptoRandom);
    expect(draws.every((value) => value >= 0 && value < 1)).toBe(true);
    const tenths = new Array<number>(10).fill(0);
    for (const value of draws) tenths[Math.floor(value * 10)]!++;
    for (const count of tenths) expect(count).toBeGreaterThan(1_700);
    expect(new Set(draws).size).toBe(draws.length);
  });
});
