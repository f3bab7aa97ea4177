import type { Knex } from '@hub/kit';
import type { GameType, LeagueSummary } from '@hub/proto';
import type { DayRange } from '../domain/periods';
import { lockUntilCommit } from './locks';
import { ANONYMOUS_NAME } from './players.repository';

type Db = Knex | Knex.Transaction;

export interface LeagueRow {
  id: string;
  name: string;
  ownerId: string;
}

export interface MemberRow {
  id: string;
  playerId: string;
  displayName: string;
  joinedAt: string;
}

/**
 * Serializes changes to one player's memberships until the transaction ends, so two joins at once
 * cannot both pass the limit on leagues per player.
 */
export async function lockLeaguesOf(trx: Knex.Transaction, playerId: string): Promise<void> {
  await lockUntilCommit(trx, `leaderboard:leagues-of:${playerId}`);
}

/** The asking player's leagues, newest joined first. */
export async function leaguesOf(db: Db, playerId: string): Promise<LeagueSummary[]> {
  const rows: { id: string; name: string; owner_id: string; members: string }[] = await db(
    'league_members as mine',
  )
    .join('leagues', 'leagues.id', 'mine.league_id')
    .where('mine.player_id', playerId)
    .select('leagues.id', 'leagues.name', 'leagues.owner_id')
    .select(
      db.raw('(SELECT COUNT(*) FROM league_members m WHERE m.league_id = leagues.id) AS members'),
    )
    .orderBy([
      { column: 'mine.joined_at', order: 'desc' },
      { column: 'leagues.id', order: 'asc' },
    ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    members: Number(row.members),
    isOwner: row.owner_id === playerId,
  }));
}

export async function membershipCount(db: Db, playerId: string): Promise<number> {
  const row = await db('league_members').where({ player_id: playerId }).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

export async function insertLeague(
  trx: Knex.Transaction,
  league: LeagueRow & { memberId: string },
) {
  await trx('leagues').insert({ id: league.id, name: league.name, owner_id: league.ownerId });
  await trx('league_members').insert({
    id: league.memberId,
    league_id: league.id,
    player_id: league.ownerId,
  });
}

/** A league the player is a member of; null for one that does not exist or is not theirs. */
export async function leagueOfMember(
  db: Db,
  leagueId: string,
  playerId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LeagueRow | null> {
  const row: { id: string; name: string; owner_id: string } | undefined = await db('leagues')
    .join('league_members', 'league_members.league_id', 'leagues.id')
    .where({ 'leagues.id': leagueId, 'league_members.player_id': playerId })
    .first('leagues.id', 'leagues.name', 'leagues.owner_id')
    .modify((query) => {
      if (options.forUpdate) query.forUpdate('leagues');
    });
  return row ? { id: row.id, name: row.name, ownerId: row.owner_id } : null;
}

export async function membersOf(db: Db, leagueId: string): Promise<MemberRow[]> {
  const rows: { id: string; player_id: string; display_name: string; joined_at: Date }[] = await db(
    'league_members',
  )
    .leftJoin('players', 'players.player_id', 'league_members.player_id')
    .where('league_members.league_id', leagueId)
    .select(
      'league_members.id',
      'league_members.player_id',
      'league_members.joined_at',
      db.raw('COALESCE(players.display_name, ?) AS display_name', [ANONYMOUS_NAME]),
    )
    .orderBy([
      { column: 'league_members.joined_at', order: 'asc' },
      { column: 'league_members.id', order: 'asc' },
    ]);
  return rows.map((row) => ({
    id: row.id,
    playerId: row.player_id,
    displayName: row.display_name,
    joinedAt: row.joined_at.toISOString(),
  }));
}

export async function renameLeague(db: Db, leagueId: string, name: string): Promise<void> {
  await db('leagues').where({ id: leagueId }).update({ name });
}

/** Its members and invite links go with it. */
export async function deleteLeague(db: Db, leagueId: string): Promise<void> {
  await db('leagues').where({ id: leagueId }).delete();
}

/** Locks a league's row until the transaction ends: two joins cannot both take its last place. */
export async function lockLeague(trx: Knex.Transaction, leagueId: string): Promise<void> {
  await trx('leagues').where({ id: leagueId }).forUpdate().first('id');
}

export async function insertMember(
  trx: Knex.Transaction,
  member: { id: string; leagueId: string; playerId: string },
): Promise<void> {
  await trx('league_members').insert({
    id: member.id,
    league_id: member.leagueId,
    player_id: member.playerId,
  });
}

/** Whether a membership was there to remove. */
export async function deleteMember(
  db: Db,
  leagueId: string,
  where: { id: string } | { playerId: string },
): Promise<boolean> {
  const removed = await db('league_members')
    .where({ league_id: leagueId })
    .where('id' in where ? { id: where.id } : { player_id: where.playerId })
    .delete();
  return removed > 0;
}

/** A membership of a league, by its id. */
export async function memberById(
  db: Db,
  leagueId: string,
  memberId: string,
): Promise<{ playerId: string } | null> {
  const row: { player_id: string } | undefined = await db('league_members')
    .where({ league_id: leagueId, id: memberId })
    .first('player_id');
  return row ? { playerId: row.player_id } : null;
}

export async function memberCount(db: Db, leagueId: string): Promise<number> {
  const row = await db('league_members').where({ league_id: leagueId }).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

export interface InviteRow {
  id: string;
  createdAt: string;
  expiresAt: string;
}

const inviteOf = (row: { id: string; created_at: Date; expires_at: Date }): InviteRow => ({
  id: row.id,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
});

/** A league's invite links still open at `now`, soonest to expire first. */
export async function openInvitesOf(db: Db, leagueId: string, now: Date): Promise<InviteRow[]> {
  const rows = await db('league_invites')
    .where({ league_id: leagueId })
    .where('expires_at', '>', now)
    .select('id', 'created_at', 'expires_at')
    .orderBy([
      { column: 'expires_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
  return rows.map(inviteOf);
}

export async function insertInvite(
  trx: Knex.Transaction,
  invite: { id: string; leagueId: string; tokenHash: string; expiresAt: Date },
): Promise<InviteRow> {
  const [row] = await trx('league_invites')
    .insert({
      id: invite.id,
      league_id: invite.leagueId,
      token_hash: invite.tokenHash,
      expires_at: invite.expiresAt,
    })
    .returning(['id', 'created_at', 'expires_at']);
  // Links that expired are of no more use to anyone: they go as a new one is made.
  await trx('league_invites')
    .where({ league_id: invite.leagueId })
    .where('expires_at', '<=', trx.fn.now())
    .delete();
  return inviteOf(row);
}

/** Whether an open link was there to withdraw. */
export async function deleteInvite(db: Db, leagueId: string, inviteId: string): Promise<boolean> {
  return (await db('league_invites').where({ league_id: leagueId, id: inviteId }).delete()) > 0;
}

export interface OpenInvite {
  leagueId: string;
  name: string;
  ownerId: string;
  owner: string;
  members: number;
  expiresAt: string;
}

/** The league an open invite link leads to, or null for a link unknown, withdrawn or expired. */
export async function openInviteByHash(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<OpenInvite | null> {
  const row:
    | {
        league_id: string;
        name: string;
        owner_id: string;
        owner: string;
        members: string;
        expires_at: Date;
      }
    | undefined = await db('league_invites')
    .join('leagues', 'leagues.id', 'league_invites.league_id')
    .leftJoin('players', 'players.player_id', 'leagues.owner_id')
    .where('league_invites.token_hash', tokenHash)
    .where('league_invites.expires_at', '>', now)
    .first(
      'league_invites.league_id',
      'league_invites.expires_at',
      'leagues.name',
      'leagues.owner_id',
      db.raw('COALESCE(players.display_name, ?) AS owner', [ANONYMOUS_NAME]),
      db.raw('(SELECT COUNT(*) FROM league_members m WHERE m.league_id = leagues.id) AS members'),
    );
  return row
    ? {
        leagueId: row.league_id,
        name: row.name,
        ownerId: row.owner_id,
        owner: row.owner,
        members: Number(row.members),
        expiresAt: row.expires_at.toISOString(),
      }
    : null;
}

export async function isMember(db: Db, leagueId: string, playerId: string): Promise<boolean> {
  return (
    (await db('league_members').where({ league_id: leagueId, player_id: playerId }).first('id')) !==
    undefined
  );
}

/**
 * A player's join attempts since `since`, with the oldest of them (for Retry-After). Older ones
 * are pruned as the player makes new ones.
 */
export async function joinAttemptsSince(
  trx: Knex.Transaction,
  playerId: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  await trx('league_join_attempts')
    .where({ player_id: playerId })
    .where('attempted_at', '<', since)
    .delete();
  const row: { count: string; oldest: Date | null } | undefined = await trx('league_join_attempts')
    .where({ player_id: playerId })
    .first(trx.raw('COUNT(*) AS count'), trx.raw('MIN(attempted_at) AS oldest'));
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
}

export async function insertJoinAttempt(trx: Knex.Transaction, playerId: string): Promise<void> {
  await trx('league_join_attempts').insert({ player_id: playerId });
}

export interface LeagueBoardRow {
  playerId: string;
  displayName: string;
  points: number;
  rank: number;
}

/**
 * Every member of a league with their points in a game over a range of days, best first (ties
 * share a rank and are listed by name, then by membership), verified e-mail or not: the owner
 * chose who is in.
 */
export async function leagueBoardRows(
  db: Db,
  query: { leagueId: string; game: GameType; range: DayRange },
): Promise<LeagueBoardRow[]> {
  const { rows } = await db.raw<{
    rows: { player_id: string; display_name: string; points: string; rank: string }[];
  }>(
    `WITH totals AS (
       SELECT m.id, m.player_id, COALESCE(SUM(p.points), 0) AS points
       FROM league_members m
       LEFT JOIN daily_points p ON p.player_id = m.player_id AND p.game = :game
         AND p.day <= :to AND (:from::text IS NULL OR p.day >= :from::text)
       WHERE m.league_id = :leagueId
       GROUP BY m.id, m.player_id
     )
     SELECT totals.player_id, totals.points,
            COALESCE(players.display_name, :anonymous) AS display_name,
            RANK() OVER (ORDER BY totals.points DESC) AS rank
     FROM totals LEFT JOIN players ON players.player_id = totals.player_id
     ORDER BY totals.points DESC, display_name, totals.id`,
    {
      leagueId: query.leagueId,
      game: query.game,
      from: query.range.from,
      to: query.range.to,
      anonymous: ANONYMOUS_NAME,
    },
  );
  return rows.map((row) => ({
    playerId: row.player_id,
    displayName: row.display_name,
    points: Number(row.points),
    rank: Number(row.rank),
  }));
}
