import { describe, expect, it } from 'vitest';
import type { Achievement, GameStat } from '@hub/proto';
import {
  achievementSummary,
  formatDays,
  freezesLabel,
  gamesPlayedLabel,
  streakSummary,
  totalGamesPlayed,
} from './progress';

const stat = (gameType: GameStat['gameType'], gamesPlayed: number, currentStreak: number) => ({
  gameType,
  gamesPlayed,
  currentStreak,
  longestStreak: currentStreak,
  freezesHeld: 0,
  frozenDays: [],
});

const achievement = (code: string, unlockedAt: string | null): Achievement => ({
  id: code,
  code,
  name: code,
  description: '',
  iconUrl: '🏆',
  unlocked: unlockedAt !== null,
  unlockedAt,
});

describe('formatDays', () => {
  it('is singular only for exactly one day', () => {
    expect(formatDays(1)).toBe('1 Day');
    expect(formatDays(0)).toBe('0 Days');
    expect(formatDays(12)).toBe('12 Days');
  });
});

describe('gamesPlayedLabel', () => {
  it('is singular only for exactly one game', () => {
    expect(gamesPlayedLabel(1)).toBe('1 game');
    expect(gamesPlayedLabel(0)).toBe('0 games');
    expect(gamesPlayedLabel(7)).toBe('7 games');
  });
});

describe('totalGamesPlayed', () => {
  it('sums every game', () => {
    expect(totalGamesPlayed([stat('wordree', 3, 0), stat('bloom', 4, 1)])).toBe(7);
    expect(totalGamesPlayed([])).toBe(0);
  });
});

describe('streakSummary', () => {
  it('takes the best current streak and lists only live streaks', () => {
    const summary = streakSummary([
      stat('wordree', 9, 2),
      stat('jotto', 5, 0),
      stat('bloom', 8, 6),
    ]);
    expect(summary.best).toBe(6);
    expect(summary.active).toEqual([
      { gameType: 'wordree', days: 2, freezesHeld: 0 },
      { gameType: 'bloom', days: 6, freezesHeld: 0 },
    ]);
  });

  it('tells the freezes each live streak holds', () => {
    const summary = streakSummary([{ ...stat('jotto', 9, 8), freezesHeld: 1 }]);
    expect(summary.active).toEqual([{ gameType: 'jotto', days: 8, freezesHeld: 1 }]);
    expect(freezesLabel(1)).toBe('1 streak freeze');
    expect(freezesLabel(2)).toBe('2 streak freezes');
  });

  it('is zero with no stats', () => {
    expect(streakSummary([])).toEqual({ best: 0, active: [] });
  });
});

describe('achievementSummary', () => {
  it('defaults the total to 12 before the list loads', () => {
    expect(achievementSummary(undefined)).toEqual({ unlocked: 0, total: 12, recent: [] });
  });

  it('counts unlocked ones and keeps the five most recent, newest first', () => {
    const list = [
      achievement('a', '2025-10-01T10:00:00Z'),
      achievement('b', null),
      achievement('c', '2025-10-03T10:00:00Z'),
      achievement('d', '2025-10-02T10:00:00.500Z'),
      achievement('e', '2025-10-05T10:00:00Z'),
      achievement('f', '2025-10-04T10:00:00Z'),
      achievement('g', '2025-10-06T10:00:00Z'),
    ];
    const summary = achievementSummary(list);
    expect(summary.unlocked).toBe(6);
    expect(summary.total).toBe(7);
    expect(summary.recent.map((a) => a.code)).toEqual(['g', 'e', 'f', 'c', 'd']);
  });
});
