import type { Knex } from '@hub/kit';
import type { GameType } from '@hub/proto';
import type { DayRange } from '../domain/periods';
import { ANONYMOUS_NAME } from './players.repository';

type Db = Knex | Knex.Transaction;

/** Points are kept per day, so any period is a sum over a range of days. */
export async function addPoints(
  trx: Knex.Transaction,
  entry: { playerId: string; game: GameType; day: string; points: number },
): Promise<void> {
  await trx('daily_points')
    .insert({ player_id: entry.playerId, game: entry.game, day: entry.day, points: entry.points })
    .onConflict(['player_id', 'game', 'day'])
    .merge({ points: trx.raw('daily_points.points + excluded.points') });
}

export async function movePoints(
  trx: Knex.Transaction,
  guestId: string,
  userId: string,
): Promise<void> {
  await trx.raw(
    `INSERT INTO daily_points (player_id, game, day, points)
     SELECT ?, game, day, points FROM daily_points WHERE player_id = ?
     ON CONFLICT (player_id, game, day) DO UPDATE SET points = daily_points.points + excluded.points`,
    [userId, guestId],
  );
  await trx('daily_points').where({ player_id: guestId }).delete();
}

export interface RankedRow {
  playerId: string;
  displayName: string;
  points: number;
  rank: number;
}

/**
 * The first `size` verified accounts of a game over a range of days, best first (ties share a
 * rank and are listed by player id so pages are stable), plus `playerId`'s own row if it is
 * listed. Guests and unverified accounts keep their points but are not ranked: a throwaway
 * identity must not buy a place.
 */
export async function rankedPlayers(
  db: Db,
  query: { game: GameType; range: DayRange; playerId: string; size: number },
): Promise<{ top: RankedRow[]; own: RankedRow | null }> {
  const { game, range, playerId, size } = query;
  const { rows } = await db.raw<{
    rows: {
      player_id: string;
      display_name: string;
      points: string;
      rank: string;
      position: string;
    }[];
  }>(
    `WITH totals AS (
       SELECT player_id, SUM(points) AS points
       FROM daily_points
       WHERE game = :game AND day <= :to AND (:from::text IS NULL OR day >= :from::text)
       GROUP BY player_id
     ), ranked AS (
       SELECT totals.player_id, totals.points,
              COALESCE(players.display_name, :anonymous) AS display_name,
              RANK() OVER (ORDER BY totals.points DESC) AS rank,
              ROW_NUMBER() OVER (ORDER BY totals.points DESC, totals.player_id) AS position
       FROM totals JOIN players ON players.player_id = totals.player_id AND players.verified
     )
     SELECT player_id, points, rank, position, display_name
     FROM ranked
     WHERE position <= :size OR player_id = :playerId
     ORDER BY position`,
    { game, from: range.from, to: range.to, size, playerId, anonymous: ANONYMOUS_NAME },
  );
  const toRanked = (row: (typeof rows)[number]): RankedRow => ({
    playerId: row.player_id,
    displayName: row.display_name,
    points: Number(row.points),
    rank: Number(row.rank),
  });
  const ownRow = rows.find((row) => row.player_id === playerId);
  return {
    top: rows.filter((row) => Number(row.position) <= size).map(toRanked),
    own: ownRow ? toRanked(ownRow) : null,
  };
}

/** A player's points in a game over a range of days, listed on a board or not. */
export async function pointsOf(
  db: Db,
  query: { game: GameType; range: DayRange; playerId: string },
): Promise<number> {
  const row: { points: string | null } | undefined = await db('daily_points')
    .sum({ points: 'points' })
    .where({ player_id: query.playerId, game: query.game })
    .where('day', '<=', query.range.to)
    .modify((builder) => {
      if (query.range.from) builder.where('day', '>=', query.range.from);
    })
    .first();
  return Number(row?.points ?? 0);
}
