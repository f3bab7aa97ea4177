import type { Knex } from '@hub/kit';
import type { PlayedWord, WordreeGameMode } from '@hub/proto';

export interface GameRecord {
  id: string;
  playerId: string;
  userId: string | null;
  templateId: number;
  mode: WordreeGameMode;
  dailyPuzzleId: number | null;
  words: PlayedWord[];
  score: number;
  hintsUsed: number;
  createdAt: Date;
  completedAt: Date | null;
  /** An archive chain's first archive move, where its time runs from; null for the others. */
  archiveStartedAt: Date | null;
}

interface GameRow {
  id: string;
  player_id: string;
  user_id: string | null;
  template_id: number;
  mode: WordreeGameMode;
  daily_puzzle_id: number | null;
  words: PlayedWord[];
  score: number;
  hints_used: number;
  created_at: Date;
  completed_at: Date | null;
  archive_started_at: Date | null;
}

const toGame = (row: GameRow): GameRecord => ({
  id: row.id,
  playerId: row.player_id,
  userId: row.user_id,
  templateId: row.template_id,
  mode: row.mode,
  dailyPuzzleId: row.daily_puzzle_id,
  words: row.words,
  score: row.score,
  hintsUsed: row.hints_used,
  createdAt: row.created_at,
  completedAt: row.completed_at,
  archiveStartedAt: row.archive_started_at,
});

export async function insertGame(db: Knex, game: GameRecord): Promise<void> {
  await db('games').insert({
    id: game.id,
    player_id: game.playerId,
    user_id: game.userId,
    template_id: game.templateId,
    mode: game.mode,
    daily_puzzle_id: game.dailyPuzzleId,
    words: JSON.stringify(game.words),
    score: game.score,
    hints_used: game.hintsUsed,
    created_at: game.createdAt,
    updated_at: game.createdAt,
    archive_started_at: game.archiveStartedAt,
  });
}

/** A player's own game: someone else's is as good as missing. Locked when `forUpdate`. */
export async function findPlayerGame(
  db: Knex,
  id: string,
  playerId: string,
  forUpdate = false,
): Promise<GameRecord | undefined> {
  const query = db('games').where({ id, player_id: playerId }).first();
  const row: GameRow | undefined = await (forUpdate ? query.forUpdate() : query);
  return row && toGame(row);
}

export async function saveWords(
  db: Knex,
  id: string,
  words: readonly PlayedWord[],
  score: number,
  now: Date,
): Promise<void> {
  await db('games')
    .where({ id })
    .update({ words: JSON.stringify(words), score, updated_at: now });
}

export async function markCompleted(db: Knex, id: string, now: Date): Promise<void> {
  await db('games').where({ id }).update({ completed_at: now, updated_at: now });
}

export async function countHint(db: Knex, id: string): Promise<void> {
  await db('games').where({ id }).increment('hints_used', 1);
}

/**
 * The chain a player last played on a daily puzzle as `mode` says: its daily (the one a new device
 * should restore), or either, daily or archive (the one the archive continues).
 */
export async function latestDailyGame(
  db: Knex,
  playerId: string,
  dailyPuzzleId: number,
  mode: 'daily' | 'any' = 'daily',
): Promise<GameRecord | undefined> {
  const query = db('games').where({ player_id: playerId, daily_puzzle_id: dailyPuzzleId });
  if (mode === 'daily') query.andWhere({ mode });
  const row: GameRow | undefined = await query
    .orderBy([
      { column: 'updated_at', order: 'desc' },
      { column: 'created_at', order: 'desc' },
    ])
    .first();
  return row && toGame(row);
}

/** When the player first started a chain on this daily puzzle: their clock starts there. */
export async function firstDailyStart(
  db: Knex,
  playerId: string,
  dailyPuzzleId: number,
): Promise<Date | undefined> {
  const row = await db('games')
    .where({ player_id: playerId, daily_puzzle_id: dailyPuzzleId, mode: 'daily' })
    .min<{ first: Date | null }>({ first: 'created_at' })
    .first();
  return row?.first ?? undefined;
}

/**
 * A daily chain left unfinished on its day, continued in the archive: an archive chain from now
 * on, its time running from this move (docs/rules.md#the-archive).
 */
export async function continueInArchive(db: Knex, id: string, now: Date): Promise<void> {
  await db('games')
    .where({ id, mode: 'daily' })
    .update({ mode: 'archive', archive_started_at: now, updated_at: now });
}

/** Postgres refused a row that a unique index already holds. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

/**
 * Ends a chain in the archive as the player's result for its day (a daily chain left unfinished
 * on its day becomes an archive chain as it ends). False when it, or another chain of theirs on
 * that day, already ended there: one archive result per player and day (games_archive_finished).
 */
export async function finishArchiveGame(
  trx: Knex.Transaction,
  game: GameRecord,
  now: Date,
): Promise<boolean> {
  try {
    const updated = await trx('games')
      .where({ id: game.id })
      .whereNull('completed_at')
      .update({
        mode: 'archive',
        archive_started_at: game.archiveStartedAt ?? now,
        completed_at: now,
        updated_at: now,
      });
    return updated > 0;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The archive chain a player finished on a daily puzzle: their one archive result for it. */
export async function finishedArchiveGame(
  db: Knex,
  playerId: string,
  dailyPuzzleId: number,
): Promise<GameRecord | undefined> {
  const row: GameRow | undefined = await db('games')
    .where({ player_id: playerId, daily_puzzle_id: dailyPuzzleId, mode: 'archive' })
    .whereNotNull('completed_at')
    .first();
  return row && toGame(row);
}

/**
 * Gives a guest's chains to the account they signed in to. Where both finished the same past
 * daily in the archive, the account's own result stands and the guest's finished chain is dropped,
 * as a daily submission is (one archive result per player and day).
 */
export async function moveGames(db: Knex, guestId: string, userId: string): Promise<void> {
  await db('games as guest')
    .where({ 'guest.player_id': guestId, 'guest.mode': 'archive' })
    .whereNotNull('guest.completed_at')
    .whereExists(
      db('games as own')
        .where({ 'own.player_id': userId, 'own.mode': 'archive' })
        .whereNotNull('own.completed_at')
        .whereRaw('own.daily_puzzle_id = guest.daily_puzzle_id'),
    )
    .delete();
  await db('games').where({ player_id: guestId }).update({ player_id: userId, user_id: userId });
}
