import {
  LEAGUE_JOINS_PER_HOUR,
  LEAGUE_MESSAGES,
  MAX_LEAGUE_MEMBERS,
  MAX_LEAGUES_PER_PLAYER,
  MAX_OPEN_LEAGUE_INVITES,
} from '@hub/proto';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The start of the hour of join attempts that counts against LEAGUE_JOINS_PER_HOUR. */
export const joinWindowStart = (now: Date): Date => new Date(now.getTime() - HOUR_MS);

/**
 * Given the attempts a player made in the last hour, the seconds until they may try again (when
 * their oldest attempt leaves the hour), or null while they are within the limit. Attempts held
 * back are not counted, so waiting that long always lets the next one through.
 */
export function joinRetryAfter(
  attempts: { count: number; oldest: Date | null },
  now: Date,
): number | null {
  if (attempts.count < LEAGUE_JOINS_PER_HOUR || !attempts.oldest) return null;
  return Math.max(1, Math.ceil((attempts.oldest.getTime() + HOUR_MS - now.getTime()) / 1000));
}

/** Why a player may not join a league (or create one, with no league yet), or null if they may. */
export function joinRefusal(state: { memberships: number; members?: number }): string | null {
  if (state.memberships >= MAX_LEAGUES_PER_PLAYER) return LEAGUE_MESSAGES.tooManyLeagues;
  if (state.members !== undefined && state.members >= MAX_LEAGUE_MEMBERS)
    return LEAGUE_MESSAGES.full;
  return null;
}

export const inviteRefusal = (openInvites: number): string | null =>
  openInvites >= MAX_OPEN_LEAGUE_INVITES ? LEAGUE_MESSAGES.tooManyInvites : null;

export const inviteExpiry = (now: Date, days: number): Date =>
  new Date(now.getTime() + days * DAY_MS);
