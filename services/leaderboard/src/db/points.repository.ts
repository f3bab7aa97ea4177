import type { Knex } from '@hub/kit';
import { GUEST_NAME, type GameType } from '@hub/proto';
import type { DayRange } from '../domain/periods';

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
 * The first `size` players of a game over a range of days, best first (ties share a rank and are
 * listed by player id so pages are stable), plus `playerId`'s own row wherever it ranks.
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
       SELECT player_id, points,
              RANK() OVER (ORDER BY points DESC) AS rank,
              ROW_NUMBER() OVER (ORDER BY points DESC, player_id) AS position
       FROM totals
     )
     SELECT ranked.player_id, ranked.points, ranked.rank, ranked.position,
            COALESCE(players.display_name,
                     CASE WHEN players.is_guest IS FALSE THEN 'Player' ELSE :guest END)
              AS display_name
     FROM ranked LEFT JOIN players ON players.player_id = ranked.player_id
     WHERE ranked.position <= :size OR ranked.player_id = :playerId
     ORDER BY ranked.position`,
    { game, from: range.from, to: range.to, size, playerId, guest: GUEST_NAME },
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
