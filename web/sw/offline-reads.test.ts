import { describe, expect, it } from 'vitest';
import { changesWhoIsSignedIn, isOfflineReadable } from './offline-reads';

describe('isOfflineReadable', () => {
  it("keeps a page's reads, never streams, the API document, a sign-in or sign-out, or the admin API", () => {
    for (const path of [
      '/api/jotto/daily',
      '/api/bloom/daily',
      '/api/auth/session',
      '/api/config',
      '/api/user',
      '/api/administrators-day',
    ]) {
      expect(isOfflineReadable(path)).toBe(true);
    }
    for (const path of [
      '/api/jotto/matches/stream',
      '/api/user/achievements/stream',
      '/api/openapi.json',
      '/api/docs',
      '/api/logout',
      '/api/auth/google/callback',
      '/api/auth/verify-email',
      '/api/admin',
      '/api/admin/upcoming',
      '/api/admin/daily',
      '/api/admin/puzzle-count',
      '/game/jotto',
    ]) {
      expect(isOfflineReadable(path)).toBe(false);
    }
  });
});

describe('changesWhoIsSignedIn', () => {
  it('is every sign-in, sign-up and sign-out, but not the session read', () => {
    expect(changesWhoIsSignedIn('GET', '/api/logout')).toBe(true);
    expect(changesWhoIsSignedIn('POST', '/api/login')).toBe(true);
    expect(changesWhoIsSignedIn('POST', '/api/auth/signup')).toBe(true);
    expect(changesWhoIsSignedIn('GET', '/api/auth/google/callback')).toBe(true);
    expect(changesWhoIsSignedIn('GET', '/api/auth/session')).toBe(false);
    expect(changesWhoIsSignedIn('GET', '/api/jotto/daily')).toBe(false);
  });
});
