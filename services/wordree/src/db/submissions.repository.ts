import type { Knex } from '@hub/kit';

export interface NewSubmission {
  dailyPuzzleId: number;
  gameId: string;
  playerId: string;
  userId: string | null;
  displayName: string;
  score: number;
  wordChain: string[];
  timeTaken: number;
  submittedAt: Date;
  /** False when submitted faster than the plausibility floor: kept, shown, never ranked. */
  ranked: boolean;
}

export interface Standing {
  displayName: string;
  score: number;
}

/** False when the player already has a submission for this daily puzzle. */
export async function insertSubmission(db: Knex, submission: NewSubmission): Promise<boolean> {
  const inserted = await db('daily_submissions')
    .insert({
      daily_puzzle_id: submission.dailyPuzzleId,
      game_id: submission.gameId,
      player_id: submission.playerId,
      user_id: submission.userId,
      display_name: submission.displayName,
      score: submission.score,
      word_chain: JSON.stringify(submission.wordChain),
      time_taken: submission.timeTaken,
      submitted_at: submission.submittedAt,
      ranked: submission.ranked,
    })
    .onConflict(['daily_puzzle_id', 'player_id'])
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

export interface SubmissionRecord {
  gameId: string;
  displayName: string;
  score: number;
  timeTaken: number;
  ranked: boolean;
}

/**
 * A submission's name as the site shows it: a signed-in player's account name as auth announced
 * it (one name everywhere), else the one typed with the submission (a guest's).
 */
const SHOWN_NAME =
  'coalesce(player_names.display_name, daily_submissions.display_name) as display_name';

/** A player's submission for a daily puzzle, if they made one. */
export async function findSubmission(
  db: Knex,
  dailyPuzzleId: number,
  playerId: string,
): Promise<SubmissionRecord | undefined> {
  const row:
    | { game_id: string; display_name: string; score: number; time_taken: number; ranked: boolean }
    | undefined = await db('daily_submissions')
    .leftJoin('player_names', 'player_names.user_id', 'daily_submissions.user_id')
    .where({ daily_puzzle_id: dailyPuzzleId, player_id: playerId })
    .first('game_id', db.raw(SHOWN_NAME), 'score', 'time_taken', 'ranked');
  return (
    row && {
      gameId: row.game_id,
      displayName: row.display_name,
      score: row.score,
      timeTaken: row.time_taken,
      ranked: row.ranked,
    }
  );
}

/** Competition rank of a score: one more than the number of strictly better ranked scores. */
export async function rankOfScore(db: Knex, dailyPuzzleId: number, score: number): Promise<number> {
  const row = await db('daily_submissions')
    .where({ daily_puzzle_id: dailyPuzzleId, ranked: true })
    .andWhere('score', '>', score)
    .count<{ count: string }>({ count: '*' })
    .first();
  return Number(row?.count ?? 0) + 1;
}

/**
 * How many of a daily puzzle's ranked submissions beat a score (the board's rank order: by score,
 * equal scores sharing a rank), and how many there are: where an archive result would have stood.
 */
export async function rankedAround(
  db: Knex,
  dailyPuzzleId: number,
  score: number,
): Promise<{ better: number; ranked: number }> {
  const row = (await db('daily_submissions')
    .where({ daily_puzzle_id: dailyPuzzleId, ranked: true })
    .first(db.raw('COUNT(*) FILTER (WHERE score > ?)::int AS better', [score]))
    .select(db.raw('COUNT(*)::int AS ranked'))) as { better: number; ranked: number };
  return row;
}

/** Ranked submissions, best first; equal scores listed fastest first, then earliest. */
export async function standings(
  db: Knex,
  dailyPuzzleId: number,
  limit: number,
): Promise<Standing[]> {
  const rows: { display_name: string; score: number }[] = await db('daily_submissions')
    .leftJoin('player_names', 'player_names.user_id', 'daily_submissions.user_id')
    .where({ daily_puzzle_id: dailyPuzzleId, ranked: true })
    .orderBy([
      { column: 'score', order: 'desc' },
      { column: 'time_taken', order: 'asc' },
      { column: 'submitted_at', order: 'asc' },
      { column: 'daily_submissions.id', order: 'asc' },
    ])
    .limit(limit)
    .select(db.raw(SHOWN_NAME), 'score');
  return rows.map((row) => ({ displayName: row.display_name, score: row.score }));
}

export async function countPlayers(db: Knex, dailyPuzzleId: number): Promise<number> {
  const row = await db('daily_submissions')
    .where({ daily_puzzle_id: dailyPuzzleId })
    .count<{ count: string }>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

/**
 * Gives a guest's submissions to the account they signed in to. Where both submitted the same
 * daily puzzle, the account's own submission stands and the guest's is dropped.
 */
export async function moveSubmissions(db: Knex, guestId: string, userId: string): Promise<void> {
  await db('daily_submissions as guest')
    .where('guest.player_id', guestId)
    .whereExists(
      db('daily_submissions as own')
        .where('own.player_id', userId)
        .whereRaw('own.daily_puzzle_id = guest.daily_puzzle_id'),
    )
    .delete();
  await db('daily_submissions')
    .where({ player_id: guestId })
    .update({ player_id: userId, user_id: userId });
}
