import type { Knex } from '@hub/kit';
import type { PlayedWord, WordreeMode } from '@hub/proto';

export interface GameRecord {
  id: string;
  playerId: string;
  userId: string | null;
  templateId: number;
  mode: WordreeMode;
  dailyPuzzleId: number | null;
  words: PlayedWord[];
  score: number;
  hintsUsed: number;
  createdAt: Date;
  completedAt: Date | null;
}

interface GameRow {
  id: string;
  player_id: string;
  user_id: string | null;
  template_id: number;
  mode: WordreeMode;
  daily_puzzle_id: number | null;
  words: PlayedWord[];
  score: number;
  hints_used: number;
  created_at: Date;
  completed_at: Date | null;
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

/** The chain a player last played on a daily puzzle (the one a new device should restore). */
export async function latestDailyGame(
  db: Knex,
  playerId: string,
  dailyPuzzleId: number,
): Promise<GameRecord | undefined> {
  const row: GameRow | undefined = await db('games')
    .where({ player_id: playerId, daily_puzzle_id: dailyPuzzleId })
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
    .where({ player_id: playerId, daily_puzzle_id: dailyPuzzleId })
    .min<{ first: Date | null }>({ first: 'created_at' })
    .first();
  return row?.first ?? undefined;
}

export async function moveGames(db: Knex, guestId: string, userId: string): Promise<void> {
  await db('games').where({ player_id: guestId }).update({ player_id: userId, user_id: userId });
}
