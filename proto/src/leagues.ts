import { z } from 'zod';
import { GameType } from './games';
import { ARCHIVE_DAY_PATTERN } from './archive';
import { LeaderboardEntry, LeaderboardParams, LeaderboardPeriod } from './progress';

/**
 * Leagues: a board of friends per game (docs/rules.md#leagues). The leaderboard service owns them
 * and serves them under `/api/leagues`; a league is seen only by its members, who join through an
 * invite link its owner shares.
 */

/** Leagues a player may belong to at once, the ones they own included. */
export const MAX_LEAGUES_PER_PLAYER = 10;
/** Members of one league, its owner included: a board that still fits a phone's screen. */
export const MAX_LEAGUE_MEMBERS = 50;
/** Invite links of one league that may be open at once. */
export const MAX_OPEN_LEAGUE_INVITES = 5;
/** Join attempts (good links or not) a player may make in an hour. */
export const LEAGUE_JOINS_PER_HOUR = 20;
/** How long an invite link may stay open, in days; 7 unless its owner picks another. */
export const LEAGUE_INVITE_DAYS = [1, 7, 30] as const;
export const DEFAULT_LEAGUE_INVITE_DAYS = 7;
export const LEAGUE_NAME_LENGTH = { min: 3, max: 40 } as const;

/** Where the web app opens an invite: the token is the link's only secret. */
export const LEAGUE_INVITE_PAGE = '/leagues/join';
export const leagueInvitePath = (token: string) => `${LEAGUE_INVITE_PAGE}/${token}`;

const DAY = z.string().regex(ARCHIVE_DAY_PATTERN);
/** 128 random bits, base64url: what an invite link carries. */
const INVITE_TOKEN = /^[A-Za-z0-9_-]{22}$/;

export const LEAGUE_MESSAGES = {
  notFound: 'No such league',
  inviteGone: 'This invite link has expired or was withdrawn. Ask for a new one.',
  ownerOnly: "Only the league's owner can do that",
  ownerStays: 'The owner cannot leave their league: delete it instead',
  ownerIsMember: 'The owner cannot remove themselves: delete the league instead',
  memberNotFound: 'No such member in this league',
  inviteNotFound: 'No such invite link',
  tooManyLeagues: `You are in ${MAX_LEAGUES_PER_PLAYER} leagues already: leave one first`,
  full: `This league has ${MAX_LEAGUE_MEMBERS} members already`,
  tooManyInvites: `A league may have ${MAX_OPEN_LEAGUE_INVITES} open invite links: withdraw one first`,
  tooManyJoins: 'Too many join attempts. Please wait a while.',
  signInToJoin: 'Sign in or create an account to join a league',
  signInForLeagues: 'Sign in to see your leagues',
} as const;

export const LeagueName = z
  .string({ error: 'A league needs a name' })
  .trim()
  .min(
    LEAGUE_NAME_LENGTH.min,
    `A league's name needs at least ${LEAGUE_NAME_LENGTH.min} characters`,
  )
  .max(
    LEAGUE_NAME_LENGTH.max,
    `A league's name must be at most ${LEAGUE_NAME_LENGTH.max} characters`,
  )
  // Control characters would break the line a board shows the name on.
  .regex(/^[^\p{Cc}\p{Cf}]*$/u, "A league's name cannot hold control characters");

/** POST /api/leagues and POST /api/leagues/{leagueId}/rename. */
export const LeagueBody = z.object({ name: LeagueName });
export type LeagueBody = z.infer<typeof LeagueBody>;

/** A league's id; a malformed one is answered as an unknown league (404). */
export const LeagueParams = z.object({ leagueId: z.uuid() });
export const LeagueMemberParams = LeagueParams.extend({ memberId: z.uuid() });
export const LeagueInviteParams = LeagueParams.extend({ inviteId: z.uuid() });
/** A league's board of a game: the game as a global board names it, and its period (?period=). */
export const LeagueBoardParams = LeagueParams.extend(LeaderboardParams.shape);
/** An invite link's token; a malformed one is answered as a link that is gone (404). */
export const LeagueJoinParams = z.object({ token: z.string().regex(INVITE_TOKEN) });

/** POST /api/leagues/{leagueId}/invites: how many days the link stays open. */
export const LeagueInviteBody = z.object({
  days: z
    .literal(LEAGUE_INVITE_DAYS, {
      error: `An invite link stays open for ${LEAGUE_INVITE_DAYS.join(', ')} days`,
    })
    .default(DEFAULT_LEAGUE_INVITE_DAYS),
});
export type LeagueInviteBody = z.infer<typeof LeagueInviteBody>;

/** One of the asking player's leagues, as their list shows it. */
export const LeagueSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  members: z.number().int().positive(),
  isOwner: z.boolean(),
});
export type LeagueSummary = z.infer<typeof LeagueSummary>;

export const MyLeagues = z.object({
  leagues: LeagueSummary.array(),
  /** MAX_LEAGUES_PER_PLAYER, so the page can say when no more can be created or joined. */
  limit: z.number().int().positive(),
});
export type MyLeagues = z.infer<typeof MyLeagues>;

export const LeagueMember = z.object({
  /** The membership's own id (a player's account id is never shown to others). */
  id: z.uuid(),
  displayName: z.string(),
  isOwner: z.boolean(),
  isYou: z.boolean(),
  joinedAt: z.iso.datetime(),
});
export type LeagueMember = z.infer<typeof LeagueMember>;

/** An open invite link; its token is shown once, when it is made. */
export const LeagueInvite = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type LeagueInvite = z.infer<typeof LeagueInvite>;

export const CreatedLeagueInvite = LeagueInvite.extend({
  token: z.string().regex(INVITE_TOKEN),
  /** The web app's page for the link (LEAGUE_INVITE_PAGE); the site's address goes before it. */
  path: z.string(),
});
export type CreatedLeagueInvite = z.infer<typeof CreatedLeagueInvite>;

/** GET /api/leagues/{leagueId}: for members only. `invites` is the owner's alone to see. */
export const League = LeagueSummary.extend({
  memberList: LeagueMember.array(),
  invites: LeagueInvite.array(),
});
export type League = z.infer<typeof League>;

/** GET /api/leagues/join/{token}: what an invite shows anyone who opens it, guests included. */
export const LeagueInvitePreview = z.object({
  name: z.string(),
  owner: z.string(),
  members: z.number().int().positive(),
  expiresAt: z.iso.datetime(),
  /** The asking player is in it already (the page then opens the league). */
  leagueId: z.uuid().nullable(),
});
export type LeagueInvitePreview = z.infer<typeof LeagueInvitePreview>;

/**
 * Every member, with points or not: a league is small enough to list whole, so no `you` row is
 * needed beside the entries.
 */
export const LeagueBoard = z.object({
  leagueId: z.uuid(),
  game: GameType,
  period: LeaderboardPeriod,
  /** The Chicago days counted, inclusive; `from` is null for all time. */
  from: DAY.nullable(),
  to: DAY,
  entries: LeaderboardEntry.array(),
});
export type LeagueBoard = z.infer<typeof LeagueBoard>;
