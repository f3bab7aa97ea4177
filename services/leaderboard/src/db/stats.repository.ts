import type { Knex } from '@hub/kit';
import type { GameType } from '@hub/proto';
import type { GamePlay } from '../domain/game-stats';
import { streakRecordOf, type StreakRecord } from '../domain/streaks';

type Db = Knex | Knex.Transaction;

/**
 * What `game_stats` keeps per player and game: the count, and the streak as of the last day
 * played (freezes included), which the achievements read. The streak as of today is worked out
 * from `play_days` when asked (gameStatsView), since it changes with the date alone.
 */
export interface GameRecord {
  game: GameType;
  gamesPlayed: number;
  streak: number;
  longestStreak: number;
  lastPlayedDay: string | null;
}

interface GameStatsRow {
  game: GameType;
  games_played: number;
  streak: number;
  longest_streak: number;
  last_played_day: string | null;
}

const fromRow = (row: GameStatsRow): GameRecord => ({
  game: row.game,
  gamesPlayed: row.games_played,
  streak: row.streak,
  longestStreak: row.longest_streak,
  lastPlayedDay: row.last_played_day,
});

async function daysPlayed(db: Db, playerId: string, game: GameType): Promise<string[]> {
  const rows: { day: string }[] = await db('play_days')
    .select('day')
    .where({ player_id: playerId, game });
  return rows.map((row) => row.day);
}

async function saveStats(
  trx: Knex.Transaction,
  playerId: string,
  game: GameType,
  addGames: number,
  streaks: Pick<StreakRecord, 'streak' | 'longestStreak' | 'lastPlayedDay'>,
): Promise<GameRecord> {
  const [row] = await trx('game_stats')
    .insert({
      player_id: playerId,
      game,
      games_played: addGames,
      streak: streaks.streak,
      longest_streak: streaks.longestStreak,
      last_played_day: streaks.lastPlayedDay,
    })
    .onConflict(['player_id', 'game'])
    .merge({
      games_played: trx.raw('game_stats.games_played + ?', [addGames]),
      streak: streaks.streak,
      longest_streak: streaks.longestStreak,
      last_played_day: streaks.lastPlayedDay,
    })
    .returning<GameStatsRow[]>([
      'game',
      'games_played',
      'streak',
      'longest_streak',
      'last_played_day',
    ]);
  if (!row) throw new Error('game_stats upsert returned no row');
  return fromRow(row);
}

/** Counts one finished game on `day` and brings the streaks up to date. */
export async function recordGamePlayed(
  trx: Knex.Transaction,
  playerId: string,
  game: GameType,
  day: string,
): Promise<GameRecord> {
  await trx('play_days').insert({ player_id: playerId, game, day }).onConflict().ignore();
  const streaks = streakRecordOf(await daysPlayed(trx, playerId, game));
  return saveStats(trx, playerId, game, 1, streaks);
}

/**
 * Counts one game of archive play (a past daily played later): a game played, never a day of a
 * streak, so the streaks stay as they are.
 */
export async function recordArchiveGame(
  trx: Knex.Transaction,
  playerId: string,
  game: GameType,
): Promise<void> {
  await trx('game_stats')
    .insert({
      player_id: playerId,
      game,
      games_played: 1,
      streak: 0,
      longest_streak: 0,
      last_played_day: null,
    })
    .onConflict(['player_id', 'game'])
    .merge({ games_played: trx.raw('game_stats.games_played + 1') });
}

/**
 * Moves a guest's games into an account: the days are unioned (a day both played counts once),
 * the game counts added, the streaks recomputed. Returns the account's records that changed.
 */
export async function mergeGameStats(
  trx: Knex.Transaction,
  guestId: string,
  userId: string,
): Promise<GameRecord[]> {
  await trx.raw(
    `INSERT INTO play_days (player_id, game, day)
     SELECT ?, game, day FROM play_days WHERE player_id = ?
     ON CONFLICT DO NOTHING`,
    [userId, guestId],
  );
  await trx('play_days').where({ player_id: guestId }).delete();
  const guestStats: GameStatsRow[] = await trx('game_stats')
    .select('game', 'games_played')
    .where({ player_id: guestId });
  const merged: GameRecord[] = [];
  for (const { game, games_played } of guestStats) {
    const streaks = streakRecordOf(await daysPlayed(trx, userId, game));
    merged.push(await saveStats(trx, userId, game, games_played, streaks));
  }
  await trx('game_stats').where({ player_id: guestId }).delete();
  return merged;
}

/** Each game's count and every day its streak counts, for the streaks as of today. */
export async function gamePlaysOf(db: Db, playerId: string): Promise<GamePlay[]> {
  const [stats, days]: [
    { game: GameType; games_played: number }[],
    { game: GameType; day: string }[],
  ] = await Promise.all([
    db('game_stats').select('game', 'games_played').where({ player_id: playerId }),
    db('play_days').select('game', 'day').where({ player_id: playerId }),
  ]);
  return stats.map(({ game, games_played }) => ({
    game,
    gamesPlayed: games_played,
    playDays: days.filter((row) => row.game === game).map((row) => row.day),
  }));
}

/** Total games per player, for the progress streams to notice new ones. */
export async function gamesPlayedOf(db: Db, playerIds: string[]): Promise<Map<string, number>> {
  const rows: { player_id: string; games: string }[] = await db('game_stats')
    .select('player_id')
    .sum({ games: 'games_played' })
    .whereIn('player_id', playerIds)
    .groupBy('player_id');
  return new Map(rows.map((row) => [row.player_id, Number(row.games)]));
}
