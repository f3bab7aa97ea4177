import { describe, expect, it } from 'vitest';
import {
  LEAGUE_JOINS_PER_HOUR,
  LEAGUE_MESSAGES,
  MAX_LEAGUE_MEMBERS,
  MAX_LEAGUES_PER_PLAYER,
  MAX_OPEN_LEAGUE_INVITES,
} from '@hub/proto';
import {
  inviteExpiry,
  inviteRefusal,
  joinRefusal,
  joinRetryAfter,
  joinWindowStart,
} from './leagues';

const now = new Date('2026-12-03T12:00:00Z');

describe('joinRetryAfter', () => {
  it('holds a player back only past the hourly limit, until their oldest attempt leaves the hour', () => {
    const oldest = new Date('2026-12-03T11:20:00Z');
    expect(joinRetryAfter({ count: LEAGUE_JOINS_PER_HOUR - 1, oldest }, now)).toBeNull();
    expect(joinRetryAfter({ count: LEAGUE_JOINS_PER_HOUR, oldest }, now)).toBe(20 * 60);
    // An attempt just leaving the window still waits a second, never zero.
    const leaving = new Date(joinWindowStart(now).getTime() + 10);
    expect(joinRetryAfter({ count: LEAGUE_JOINS_PER_HOUR, oldest: leaving }, now)).toBe(1);
  });
});

describe('joinRefusal', () => {
  it('refuses a player in as many leagues as allowed, then a full league', () => {
    expect(joinRefusal({ memberships: MAX_LEAGUES_PER_PLAYER - 1 })).toBeNull();
    expect(joinRefusal({ memberships: MAX_LEAGUES_PER_PLAYER })).toBe(
      LEAGUE_MESSAGES.tooManyLeagues,
    );
    expect(joinRefusal({ memberships: 0, members: MAX_LEAGUE_MEMBERS - 1 })).toBeNull();
    expect(joinRefusal({ memberships: 0, members: MAX_LEAGUE_MEMBERS })).toBe(LEAGUE_MESSAGES.full);
  });
});

describe('invites', () => {
  it('allows a few open links at a time, each open for its days', () => {
    expect(inviteRefusal(MAX_OPEN_LEAGUE_INVITES - 1)).toBeNull();
    expect(inviteRefusal(MAX_OPEN_LEAGUE_INVITES)).toBe(LEAGUE_MESSAGES.tooManyInvites);
    expect(inviteExpiry(now, 7).toISOString()).toBe('2026-12-10T12:00:00.000Z');
  });
});
