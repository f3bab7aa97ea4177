import { describe, expect, it } from 'vitest';
import { expectedScore, pairK, rateResult, VS_RATING } from './vs-rating';

/** `wins` wins of one player over the same opponent, damped or not. */
function farm(wins: number, damped: boolean) {
  let winner: number = VS_RATING.initial;
  let loser: number = VS_RATING.initial;
  for (let prior = 0; prior < wins; prior++) {
    ({ winner, loser } = rateResult({ winner, loser, priorPairResults: damped ? prior : 0 }));
  }
  return { winner, loser };
}

describe('the VS rating', () => {
  it('expects an even match between equals and favours the higher rating', () => {
    expect(expectedScore(1000, 1000)).toBe(0.5);
    expect(expectedScore(1400, 1000)).toBeCloseTo(10 / 11, 10);
    expect(expectedScore(1000, 1400) + expectedScore(1400, 1000)).toBeCloseTo(1, 10);
  });

  it('moves equals by K/2 on their first result: Elo, start 1000, K 32', () => {
    expect(rateResult({ winner: 1000, loser: 1000, priorPairResults: 0 })).toEqual({
      winner: 1016,
      loser: 984,
      k: 32,
      delta: 16,
    });
  });

  it('rewards an upset more than a win over a weaker player', () => {
    const upset = rateResult({ winner: 1000, loser: 1400, priorPairResults: 0 });
    const expected = rateResult({ winner: 1400, loser: 1000, priorPairResults: 0 });
    expect(upset.delta).toBeCloseTo(32 * (10 / 11), 10);
    expect(expected.delta).toBeCloseTo(32 / 11, 10);
  });

  it('divides K by one more than the pair’s earlier results in the window', () => {
    expect([0, 1, 3, 9, 31].map(pairK)).toEqual([32, 16, 8, 3.2, 1]);
    expect(pairK(-1)).toBe(32);
    expect(rateResult({ winner: 1000, loser: 1000, priorPairResults: 3 }).delta).toBe(4);
  });

  it('keeps a pair’s sum of ratings: what one wins the other loses', () => {
    const { winner, loser } = farm(25, true);
    expect(winner + loser).toBeCloseTo(2 * VS_RATING.initial, 9);
  });

  it('lets ten wins over the same account add under half of what undamped Elo gives', () => {
    const undamped = farm(10, false).winner - VS_RATING.initial;
    const damped = farm(10, true).winner - VS_RATING.initial;
    expect(undamped).toBeCloseTo(110.5, 1);
    // At most 16 × H(10) ≈ 46.9: the n-th win, the winner not below the loser, is worth at most K/(2n).
    expect(damped).toBeCloseTo(42.0, 1);
    expect(damped).toBeLessThan(16 * 2.93);
  });

  it('grows only logarithmically however long two accounts farm within the window', () => {
    const hundred = farm(100, true).winner - VS_RATING.initial;
    const thousand = farm(1000, true).winner - VS_RATING.initial;
    expect(hundred).toBeLessThan(70);
    expect(thousand - hundred).toBeLessThan(25);
  });
});
