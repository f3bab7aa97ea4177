import { describe, expect, it } from 'vitest';
import type { TodayDistribution } from '@hub/proto';
import { standingText } from './HowEveryoneDid';

const today = (fields: Partial<TodayDistribution>): TodayDistribution => ({
  game: 'jotto',
  day: '2026-11-28',
  measure: 'guesses',
  players: 11,
  distribution: [],
  you: { value: 8, bucket: 3, betterThan: 40 },
  ...fields,
});

describe('where the player stands today', () => {
  it('says the share of the others they beat, in the game’s measure', () => {
    expect(standingText(today({}))).toBe(
      'Your 8 guesses beat 40% of the other 10 players who finished today.',
    );
    expect(
      standingText(
        today({ measure: 'seconds', players: 2, you: { value: 95, bucket: 1, betterThan: 100 } }),
      ),
    ).toBe('Your time of 1:35 beat the one other player who finished today.');
  });

  it('welcomes the first to finish', () => {
    expect(
      standingText(
        today({ measure: 'points', players: 1, you: { value: 310, bucket: 3, betterThan: 0 } }),
      ),
    ).toBe('You are the first to finish today: 310 points.');
  });
});
