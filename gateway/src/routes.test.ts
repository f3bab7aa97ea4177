import { describe, expect, it } from 'vitest';
import { ownerOf } from './routes';

describe('ownerOf', () => {
  it.each([
    ['/api/login', 'auth'],
    ['/api/logout', 'auth'],
    ['/api/user', 'auth'],
    ['/api/auth/google/callback', 'auth'],
    ['/api/user/stats', 'leaderboard'],
    ['/api/user/achievements', 'leaderboard'],
    ['/api/user/achievements/stream', 'leaderboard'],
    ['/api/leaderboards/jotto', 'leaderboard'],
    ['/api/leaderboards/jotto/vs-rating', 'leaderboard'],
    ['/api/puzzle-templates/random', 'wordree'],
    ['/api/games/12/hint', 'wordree'],
    ['/api/daily-puzzle/submit', 'wordree'],
    ['/api/historical-leaderboard', 'wordree'],
    ['/api/historical-leaderboards', 'wordree'],
    ['/api/dictionary/validate/cat', 'wordree'],
    ['/api/wordree/archive', 'wordree'],
    ['/api/wordree/archive/2025-03-01/games/12/words', 'wordree'],
    ['/api/jotto/match/5/guess', 'jotto'],
    ['/api/jotto/matches/stream', 'jotto'],
    ['/api/bloom/daily', 'bloom'],
    ['/api/admin/puzzle-count', 'admin'],
  ])('routes %s to %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it('does not match look-alike paths', () => {
    expect(ownerOf('/api/users')).toBeUndefined();
    expect(ownerOf('/api/login/extra')).toBeUndefined();
    expect(ownerOf('/api/jottox')).toBeUndefined();
    expect(ownerOf('/api/wordreex')).toBeUndefined();
    expect(ownerOf('/api/nothing')).toBeUndefined();
  });
});
