import { describe, expect, it } from 'vitest';
import { GameStat } from '@hub/proto';
import { gameStatsView } from './game-stats';

describe('gameStatsView', () => {
  it('answers every game type, zeros for unplayed ones, with the streak as of today', () => {
    const stats = gameStatsView(
      [
        { game: 'bloom', gamesPlayed: 5, streak: 3, longestStreak: 4, lastPlayedDay: '2025-06-09' },
        { game: 'jotto', gamesPlayed: 2, streak: 2, longestStreak: 2, lastPlayedDay: '2025-06-01' },
      ],
      '2025-06-10',
    );
    expect(GameStat.array().parse(stats)).toEqual([
      { gameType: 'wordree', gamesPlayed: 0, currentStreak: 0, longestStreak: 0 },
      { gameType: 'jotto', gamesPlayed: 2, currentStreak: 0, longestStreak: 2 },
      { gameType: 'bloom', gamesPlayed: 5, currentStreak: 3, longestStreak: 4 },
    ]);
  });
});
