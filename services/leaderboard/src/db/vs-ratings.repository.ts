import type { Knex } from '@hub/kit';
import type { GameType } from '@hub/proto';
import { VS_RATING } from '../domain/vs-rating';
import { lockUntilCommit } from './locks';
import { ANONYMOUS_NAME } from './players.repository';

type Db = Knex | Knex.Transaction;

/**
 * Serializes rating changes of these players until the transaction ends, locking in one order so
 * that two matches sharing a player (A–B and A–C on two replicas) never deadlock, and the two
 * events of one match wait for each other. A lock of its own, apart from `lockPlayer`: both
 * players' ratings change, and the other player's progress lock may be held by their own event.
 */
export async function lockRatings(trx: Knex.Transaction, playerIds: string[]): Promise<void> {
  for (const playerId of [...playerIds].sort()) {
    await lockUntilCommit(trx, `leaderboard:vs-rating:${playerId}`);
  }
}

export async function isMatchRated(db: Db, game: GameType, matchId: string): Promise<boolean> {
  const row = await db('vs_results').first('match_id').where({ game, match_id: matchId });
  return row !== undefined;
}

/** How many results between the two players are rated since `since` (the damping's n). */
export async function countPairResults(
  db: Db,
  query: { game: GameType; players: [string, string]; since: Date },
): Promise<number> {
  const [low, high] = [...query.players].sort();
  const [row] = await db('vs_results')
    .where({ game: query.game, player_low: low, player_high: high })
    .where('finished_at', '>=', query.since)
    .count<{ count: string }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

/** The players' current ratings; a player never rated has the initial one. */
export async function ratingsOf(
  db: Db,
  game: GameType,
  playerIds: string[],
): Promise<Map<string, number>> {
  const rows: { player_id: string; rating: number }[] = await db('vs_ratings')
    .select('player_id', 'rating')
    .where({ game })
    .whereIn('player_id', playerIds);
  const ratings = new Map(playerIds.map((id) => [id, VS_RATING.initial as number]));
  for (const row of rows) ratings.set(row.player_id, row.rating);
  return ratings;
}

/** Stores one rated match and both players' new ratings, in the caller's transaction. */
export async function recordRatedMatch(
  trx: Knex.Transaction,
  result: {
    game: GameType;
    matchId: string;
    winnerId: string;
    loserId: string;
    finishedAt: string;
    k: number;
    delta: number;
    ratings: { playerId: string; rating: number }[];
  },
): Promise<void> {
  const [low, high] = [result.winnerId, result.loserId].sort();
  await trx('vs_results').insert({
    game: result.game,
    match_id: result.matchId,
    winner_id: result.winnerId,
    loser_id: result.loserId,
    player_low: low,
    player_high: high,
    finished_at: result.finishedAt,
    k: result.k,
    delta: result.delta,
  });
  for (const { playerId, rating } of result.ratings) {
    await trx('vs_ratings')
      .insert({ player_id: playerId, game: result.game, rating, matches: 1 })
      .onConflict(['player_id', 'game'])
      .merge({ rating, matches: trx.raw('vs_ratings.matches + 1') });
  }
}

export interface RatedRow {
  playerId: string;
  displayName: string;
  rating: number;
  matches: number;
  rank: number;
}

/**
 * The first `size` verified accounts by rating (rounded, as shown: ties share a rank and are
 * listed by player id), plus `playerId`'s own row if it is listed. As on the points boards,
 * unverified accounts keep their rating but are not ranked.
 */
export async function rankedByRating(
  db: Db,
  query: { game: GameType; playerId: string; size: number },
): Promise<{ top: RatedRow[]; own: RatedRow | null }> {
  const { game, playerId, size } = query;
  const { rows } = await db.raw<{
    rows: {
      player_id: string;
      display_name: string;
      rating: string;
      matches: number;
      rank: string;
      position: string;
    }[];
  }>(
    `WITH ranked AS (
       SELECT vs_ratings.player_id, ROUND(vs_ratings.rating) AS rating, vs_ratings.matches,
              COALESCE(players.display_name, :anonymous) AS display_name,
              RANK() OVER (ORDER BY ROUND(vs_ratings.rating) DESC) AS rank,
              ROW_NUMBER() OVER (ORDER BY ROUND(vs_ratings.rating) DESC, vs_ratings.player_id)
                AS position
       FROM vs_ratings
       JOIN players ON players.player_id = vs_ratings.player_id AND players.verified
       WHERE vs_ratings.game = :game
     )
     SELECT player_id, rating, matches, rank, position, display_name
     FROM ranked
     WHERE position <= :size OR player_id = :playerId
     ORDER BY position`,
    { game, size, playerId, anonymous: ANONYMOUS_NAME },
  );
  const toRated = (row: (typeof rows)[number]): RatedRow => ({
    playerId: row.player_id,
    displayName: row.display_name,
    rating: Number(row.rating),
    matches: row.matches,
    rank: Number(row.rank),
  });
  const ownRow = rows.find((row) => row.player_id === playerId);
  return {
    top: rows.filter((row) => Number(row.position) <= size).map(toRated),
    own: ownRow ? toRated(ownRow) : null,
  };
}
