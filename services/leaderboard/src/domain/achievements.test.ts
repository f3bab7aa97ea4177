import { describe, expect, it } from 'vitest';
import type { GameFinishedEvent } from '@hub/proto';
import { ACHIEVEMENT_SEED } from '../db/migrations/003_achievements';
import { ACHIEVEMENT_CODES, achievementsMet } from './achievements';

const finished = (overrides: Partial<GameFinishedEvent>): GameFinishedEvent => ({
  eventId: '00000000-0000-4000-8000-000000000000',
  game: 'jotto',
  playerId: 'p1',
  day: '2025-06-01',
  finishedAt: '2025-06-01T15:00:00.000Z',
  mode: 'daily',
  won: false,
  score: 0,
  ranked: true,
  ...overrides,
});

const met = (event: Partial<GameFinishedEvent> | undefined, longestStreak = 1) =>
  achievementsMet({ event: event && finished(event), longestStreak });

describe('achievementsMet', () => {
  it('grants the first game of each kind for any finished game, won or not', () => {
    expect(met({ game: 'wordree', mode: 'endless', score: 10 })).toEqual(['first_wordree']);
    expect(met({ game: 'jotto', mode: 'daily', won: false, attempts: 9 })).toEqual(['first_jotto']);
    expect(met({ game: 'bloom', won: false })).toEqual(['first_bloom']);
  });

  it('grants Wordree chains at 250, 500 and 1000 points, any mode', () => {
    const chain = (score: number) => met({ game: 'wordree', mode: 'endless', score });
    expect(chain(249)).not.toContain('wordree_250');
    expect(chain(250)).toEqual(['first_wordree', 'wordree_250']);
    expect(chain(999)).toEqual(['first_wordree', 'wordree_250', 'wordree_500']);
    expect(chain(1000)).toContain('wordree_1000');
  });

  it('grants the Jotto daily only when won in at most 5 guesses', () => {
    const jotto = (event: Partial<GameFinishedEvent>) =>
      met({ game: 'jotto', ...event }).includes('jotto_daily_five_guesses');
    expect(jotto({ mode: 'daily', won: true, attempts: 5 })).toBe(true);
    expect(jotto({ mode: 'daily', won: true, attempts: 6 })).toBe(false);
    expect(jotto({ mode: 'daily', won: false, attempts: 3 })).toBe(false);
    expect(jotto({ mode: 'vs', won: true, attempts: 2 })).toBe(false);
    expect(jotto({ mode: 'daily', won: true })).toBe(false);
  });

  it('grants Bloom without hints and under two minutes only for solved puzzles', () => {
    const bloom = (event: Partial<GameFinishedEvent>) => met({ game: 'bloom', ...event });
    expect(bloom({ won: true, hintsUsed: 0, timeTaken: 119 })).toEqual([
      'first_bloom',
      'bloom_no_hints',
      'bloom_under_two_minutes',
    ]);
    expect(bloom({ won: true, hintsUsed: 1, timeTaken: 120 })).toEqual(['first_bloom']);
    expect(bloom({ won: false, hintsUsed: 0, timeTaken: 30 })).toEqual(['first_bloom']);
    // A game that does not report hints or time cannot claim them.
    expect(bloom({ won: true })).toEqual(['first_bloom']);
  });

  it('grants the VS win only for a won VS game', () => {
    expect(met({ game: 'jotto', mode: 'vs', won: true })).toContain('jotto_vs_win');
    expect(met({ game: 'jotto', mode: 'vs', won: false })).not.toContain('jotto_vs_win');
    expect(met({ game: 'jotto', mode: 'daily', won: true })).not.toContain('jotto_vs_win');
  });

  it('grants streaks of 3 and 7 days from the longest streak, with or without an event', () => {
    expect(met(undefined, 2)).toEqual([]);
    expect(met(undefined, 3)).toEqual(['streak_3']);
    expect(met(undefined, 7)).toEqual(['streak_3', 'streak_7']);
    expect(met({ game: 'bloom' }, 3)).toEqual(['first_bloom', 'streak_3']);
  });

  it('grants no streak to archive play, which carries no longest streak, but the rest', () => {
    const archive = finished({ game: 'bloom', mode: 'archive', won: true, hintsUsed: 0 });
    expect(achievementsMet({ event: archive })).toEqual(['first_bloom', 'bloom_no_hints']);
  });
});

describe('the seeded achievements', () => {
  it('are exactly the 12 codes the rules know, each with a name, description and emoji', () => {
    expect(ACHIEVEMENT_SEED.map((row) => row.code).sort()).toEqual([...ACHIEVEMENT_CODES].sort());
    expect(new Set(ACHIEVEMENT_SEED.map((row) => row.id)).size).toBe(12);
    for (const row of ACHIEVEMENT_SEED) {
      expect(row.name.length).toBeGreaterThan(2);
      expect(row.description.length).toBeGreaterThan(10);
      expect(row.icon).toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});
