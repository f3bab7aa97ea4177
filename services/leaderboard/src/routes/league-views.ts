import { badRequest, forbidden, notFound, refusedWith, whenMalformed, type Knex } from '@hub/kit';
import {
  LEAGUE_MESSAGES,
  LeagueBoardParams,
  LeagueInviteParams,
  LeagueJoinParams,
  LeagueMemberParams,
  LeagueParams,
  type League,
} from '@hub/proto';
import { DENIED_NAME_MESSAGE, isDeniedName } from '@hub/words';
import { leagueOfMember, membersOf, openInvitesOf, type LeagueRow } from '../db/leagues.repository';

/** What the league routes share: their parameters, the member's league, and its view. */

const unknownLeague = () => notFound(LEAGUE_MESSAGES.notFound);
/** A malformed league id names no league: a 404, as a well-formed id of nothing would be. */
export const LEAGUE_PARAMS = refusedWith(LeagueParams, whenMalformed('leagueId', unknownLeague));
export const LEAGUE_BOARD_PARAMS = refusedWith(
  LeagueBoardParams,
  whenMalformed('leagueId', unknownLeague),
);
export const LEAGUE_MEMBER_PARAMS = refusedWith(LeagueMemberParams, (error) =>
  error.issues[0]?.path[0] === 'memberId'
    ? notFound(LEAGUE_MESSAGES.memberNotFound)
    : unknownLeague(),
);
export const LEAGUE_INVITE_PARAMS = refusedWith(LeagueInviteParams, (error) =>
  error.issues[0]?.path[0] === 'inviteId'
    ? notFound(LEAGUE_MESSAGES.inviteNotFound)
    : unknownLeague(),
);
export const LEAGUE_JOIN_PARAMS = refusedWith(LeagueJoinParams, () =>
  notFound(LEAGUE_MESSAGES.inviteGone),
);

/**
 * The asking player's league: one they are not in answers as one that does not exist, so a
 * league's id tells an outsider nothing. `owner` also refuses a member who does not own it.
 */
export async function memberLeague(
  db: Knex | Knex.Transaction,
  leagueId: string,
  playerId: string,
  options: { owner?: boolean; forUpdate?: boolean } = {},
): Promise<LeagueRow> {
  const league = await leagueOfMember(db, leagueId, playerId, options);
  if (!league) throw unknownLeague();
  if (options.owner && league.ownerId !== playerId) throw forbidden(LEAGUE_MESSAGES.ownerOnly);
  return league;
}

/** A name the board will show to every member passes the same check as a player's name. */
export function checkLeagueName(name: string): string {
  if (isDeniedName(name)) throw badRequest(DENIED_NAME_MESSAGE);
  return name;
}

/** The league as a member sees it: the owner also sees its open invite links. */
export async function leagueView(
  db: Knex,
  league: LeagueRow,
  playerId: string,
  now: Date,
): Promise<League> {
  const isOwner = league.ownerId === playerId;
  const [members, invites] = await Promise.all([
    membersOf(db, league.id),
    isOwner ? openInvitesOf(db, league.id, now) : [],
  ]);
  return {
    id: league.id,
    name: league.name,
    members: members.length,
    isOwner,
    memberList: members.map((member) => ({
      id: member.id,
      displayName: member.displayName,
      isOwner: member.playerId === league.ownerId,
      isYou: member.playerId === playerId,
      joinedAt: member.joinedAt,
    })),
    invites,
  };
}
