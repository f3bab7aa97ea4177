import type { Knex } from '@hub/kit';
import type { BloomBoard } from '@hub/proto';
import type { PlayerKey } from './states.repository';

type Db = Knex | Knex.Transaction;

export interface ScoreRecord {
  playerId: string;
  displayName: string;
  score: number;
  timeTaken: number;
  hintsUsed: number;
  /** False when solved faster than the plausibility floor, or in the archive: never ranked. */
  ranked: boolean;
  /** Finished in the archive, after its day (docs/rules.md#the-archive). */
  archive: boolean;
  /** The id the client gave the finish, if it gave one (docs/rules.md#bloom-offline). */
  finishId: string | null;
}

export interface NewScore extends Omit<ScoreRecord, 'archive' | 'finishId'> {
  puzzleId: number;
  userId?: string;
  board: BloomBoard;
  archive?: boolean;
  finishId?: string;
}

interface ScoreRow {
  player_id: string;
  display_name: string;
  score: number;
  time_taken: number;
  hints_used: number;
  ranked: boolean;
  archive: boolean;
  finish_id: string | null;
}

const COLUMNS = [
  'player_id',
  'display_name',
  'score',
  'time_taken',
  'hints_used',
  'ranked',
  'archive',
  'finish_id',
];

const fromRow = (row: ScoreRow): ScoreRecord => ({
  playerId: row.player_id,
  displayName: row.display_name,
  score: row.score,
  timeTaken: row.time_taken,
  hintsUsed: row.hints_used,
  ranked: row.ranked,
  archive: row.archive,
  finishId: row.finish_id ?? null,
});

export async function findScore(db: Db, key: PlayerKey): Promise<ScoreRecord | null> {
  const row: ScoreRow | undefined = await db('scores')
    .first(COLUMNS)
    .where({ puzzle_id: key.puzzleId, player_id: key.playerId });
  return row ? fromRow(row) : null;
}

/** False when the player already has a score for this garden (the unique key decides). */
export async function insertScore(trx: Knex.Transaction, score: NewScore): Promise<boolean> {
  const inserted = await trx('scores')
    .insert({
      puzzle_id: score.puzzleId,
      player_id: score.playerId,
      user_id: score.userId ?? null,
      display_name: score.displayName,
      score: score.score,
      time_taken: score.timeTaken,
      hints_used: score.hintsUsed,
      ranked: score.ranked,
      archive: score.archive ?? false,
      board: JSON.stringify(score.board),
      finish_id: score.finishId ?? null,
    })
    .onConflict(['puzzle_id', 'player_id'])
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

/** The day's ranked scores: finished on the day, not faster than the floor, never archive ones. */
const rankedScores = (db: Db, puzzleId: number) =>
  db('scores').where({
    'scores.puzzle_id': puzzleId,
    'scores.ranked': true,
    'scores.archive': false,
  });

/** The leaderboard's order: the higher score, then the faster solve. */
type Standing = Pick<ScoreRecord, 'score' | 'timeTaken'>;

/** How many of the day's ranked scores stand above `score` by the leaderboard's order. */
async function countBetter(db: Db, puzzleId: number, score: Standing): Promise<number> {
  const [row] = await rankedScores(db, puzzleId)
    .andWhere((better) =>
      better
        .where('score', '>', score.score)
        .orWhere((tie) =>
          tie.where('score', score.score).andWhere('time_taken', '<', score.timeTaken),
        ),
    )
    .count<{ count: string }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

/** Higher score first; the faster solve breaks a tie. Null for a score that is not ranked. */
export async function rankOf(db: Db, puzzleId: number, score: ScoreRecord): Promise<number | null> {
  if (!score.ranked || score.archive) return null;
  return (await countBetter(db, puzzleId, score)) + 1;
}

/**
 * Where an archive score would have stood on its day's board: how many ranked scores beat it,
 * by the board's order, and how many there are.
 */
export async function rankedScoresAround(
  db: Db,
  puzzleId: number,
  score: Standing,
): Promise<{ better: number; ranked: number }> {
  const [better, [total]] = await Promise.all([
    countBetter(db, puzzleId, score),
    rankedScores(db, puzzleId).count<{ count: string }[]>({ count: '*' }),
  ]);
  return { better, ranked: Number(total?.count ?? 0) };
}

export interface RankedScore extends ScoreRecord {
  rank: number;
}

export async function topScores(db: Db, puzzleId: number, limit: number): Promise<RankedScore[]> {
  const rows: (ScoreRow & { rank: string })[] = await rankedScores(db, puzzleId)
    .select(
      'scores.player_id',
      'scores.score',
      'scores.time_taken',
      'scores.hints_used',
      'scores.ranked',
      'scores.archive',
    )
    // The name auth announced for the player, else the one stored with the score.
    .select(db.raw('coalesce(player_names.display_name, scores.display_name) as display_name'))
    .select(db.raw('rank() over (order by scores.score desc, scores.time_taken asc) as rank'))
    .leftJoin('player_names', 'player_names.user_id', 'scores.user_id')
    .orderBy([
      { column: 'scores.score', order: 'desc' },
      { column: 'scores.time_taken', order: 'asc' },
      { column: 'scores.finished_at', order: 'asc' },
    ])
    .limit(limit);
  return rows.map((row) => ({ ...fromRow(row), rank: Number(row.rank) }));
}
