import { describe, expect, it } from 'vitest';
import { addDays, GameStat } from '@hub/proto';
import { gameStatsView } from './game-stats';

const run = (first: string, count: number) =>
  Array.from({ length: count }, (_, index) => addDays(first, index));

describe('gameStatsView', () => {
  it('answers every game type, zeros for unplayed ones, with the streak as of today', () => {
    const stats = gameStatsView(
      [
        { game: 'bloom', gamesPlayed: 5, playDays: ['2025-06-06', '2025-06-08', '2025-06-09'] },
        { game: 'jotto', gamesPlayed: 2, playDays: ['2025-06-01', '2025-06-02'] },
      ],
      '2025-06-10',
    );
    expect(GameStat.strict().array().parse(stats)).toEqual([
      {
        gameType: 'wordree',
        gamesPlayed: 0,
        currentStreak: 0,
        longestStreak: 0,
        freezesHeld: 0,
        frozenDays: [],
      },
      {
        gameType: 'jotto',
        gamesPlayed: 2,
        currentStreak: 0,
        longestStreak: 2,
        freezesHeld: 0,
        frozenDays: [],
      },
      {
        gameType: 'bloom',
        gamesPlayed: 5,
        currentStreak: 2,
        longestStreak: 2,
        freezesHeld: 0,
        frozenDays: [],
      },
    ]);
  });

  it('shows the freezes held and the days they kept a streak alive', () => {
    const [wordree] = gameStatsView(
      [{ game: 'wordree', gamesPlayed: 9, playDays: [...run('2025-06-01', 7), '2025-06-09'] }],
      '2025-06-10',
    );
    expect(wordree).toMatchObject({
      currentStreak: 8,
      longestStreak: 8,
      freezesHeld: 0,
      frozenDays: ['2025-06-08'],
    });
  });

  it('counts archive games played with no day of a streak', () => {
    const [, jotto] = gameStatsView(
      [{ game: 'jotto', gamesPlayed: 3, playDays: [] }],
      '2025-06-10',
    );
    expect(jotto).toMatchObject({ gamesPlayed: 3, currentStreak: 0, longestStreak: 0 });
  });
});
