import { moveGuestChallenges, moveGuestDailyViews, type Knex } from '@hub/kit';

type Db = Knex | Knex.Transaction;

export interface DailyPuzzleRecord {
  day: string;
  number: number;
  word: string;
}

export interface DailyGameRecord {
  day: string;
  playerId: string;
  userId: string | null;
  attempts: number;
  startedAt: Date | null;
  solvedAt: Date | null;
  score: number | null;
  timeTaken: number | null;
  /** False when solved faster than the plausibility floor: kept, shown, never ranked. */
  ranked: boolean;
  /** Guessed at after its day, in the archive: never on the day's leaderboard. */
  archive: boolean;
}

export interface DailyGuessRecord {
  attemptNumber: number;
  guess: string;
  matchingLetters: number;
}

export interface RankedDailyGame extends DailyGameRecord {
  rank: number;
  /** The signed-in player's announced name, if it has arrived. */
  displayName: string | null;
}

interface DailyGameRow {
  day: string;
  player_id: string;
  user_id: string | null;
  attempts: number;
  started_at: Date | null;
  solved_at: Date | null;
  score: number | null;
  time_taken: number | null;
  ranked: boolean;
  archive: boolean;
}

const gameFromRow = (row: DailyGameRow): DailyGameRecord => ({
  day: row.day,
  playerId: row.player_id,
  userId: row.user_id,
  attempts: row.attempts,
  startedAt: row.started_at,
  solvedAt: row.solved_at,
  score: row.score,
  timeTaken: row.time_taken,
  ranked: row.ranked,
  archive: row.archive,
});

/** Stores the day's puzzle unless another request did first; either way answers the stored one. */
export async function ensureDailyPuzzle(
  db: Db,
  puzzle: DailyPuzzleRecord,
): Promise<DailyPuzzleRecord> {
  // No conflict target: the day and its puzzle number are both unique, and two replicas storing
  // the same day at once collide on whichever index Postgres checks first (a target of 'day'
  // alone let the number's unique violation through as a 500).
  await db('daily_puzzles').insert(puzzle).onConflict().ignore();
  const stored: DailyPuzzleRecord | undefined = await db('daily_puzzles')
    .first('day', 'number', 'word')
    .where({ day: puzzle.day });
  if (!stored) throw new Error(`Daily puzzle ${puzzle.day} vanished`);
  return stored;
}

export async function findDailyGame(
  db: Db,
  day: string,
  playerId: string,
): Promise<DailyGameRecord | null> {
  const row: DailyGameRow | undefined = await db('daily_games')
    .first()
    .where({ day, player_id: playerId });
  return row ? gameFromRow(row) : null;
}

/**
 * The player's game of the day, created if needed and locked until the transaction ends: two
 * guesses sent at once are applied one after the other, each seeing the other's attempt.
 */
export async function lockDailyGame(
  trx: Knex.Transaction,
  day: string,
  playerId: string,
  userId: string | null,
): Promise<DailyGameRecord> {
  await trx('daily_games')
    .insert({ day, player_id: playerId, user_id: userId })
    .onConflict(['day', 'player_id'])
    .ignore();
  const row: DailyGameRow = await trx('daily_games')
    .first()
    .where({ day, player_id: playerId })
    .forUpdate();
  return gameFromRow(row);
}

export async function listDailyGuesses(
  db: Db,
  day: string,
  playerId: string,
): Promise<DailyGuessRecord[]> {
  return db('daily_guesses')
    .select({
      attemptNumber: 'attempt_number',
      guess: 'guess',
      matchingLetters: 'matching_letters',
    })
    .where({ day, player_id: playerId })
    .orderBy('attempt_number');
}

export interface DailyAttempt {
  day: string;
  playerId: string;
  guess: DailyGuessRecord;
  startedAt: Date;
  solved: { solvedAt: Date; score: number; timeTaken: number; ranked: boolean } | null;
  /** Made in the archive: the game is an archive game from then on. */
  archive: boolean;
}

export async function recordDailyAttempt(trx: Knex.Transaction, attempt: DailyAttempt) {
  const { day, playerId, guess, startedAt, solved, archive } = attempt;
  await trx('daily_guesses').insert({
    day,
    player_id: playerId,
    attempt_number: guess.attemptNumber,
    guess: guess.guess,
    matching_letters: guess.matchingLetters,
  });
  await trx('daily_games')
    .where({ day, player_id: playerId })
    .update({
      attempts: guess.attemptNumber,
      started_at: startedAt,
      ...(archive ? { archive: true } : {}),
      ...(solved
        ? {
            solved_at: solved.solvedAt,
            score: solved.score,
            time_taken: solved.timeTaken,
            ranked: solved.ranked,
          }
        : {}),
    });
}

/** The ranked daily games of a day: solved on the day, not faster than the floor. */
const rankedDailyGames = (db: Db, day: string) =>
  db('daily_games').where({ day, ranked: true, archive: false }).whereNotNull('solved_at');

/** Ranked solved games of a day, best first; equal score and attempts share a rank. */
function rankedGames(db: Db, day: string) {
  return rankedDailyGames(db, day)
    .select('daily_games.*', 'player_names.display_name')
    .select(db.raw('RANK() OVER (ORDER BY score DESC, attempts ASC)::int AS rank'))
    .leftJoin('player_names', 'player_names.user_id', 'daily_games.user_id');
}

/**
 * How many of a day's ranked games beat a score and attempt count (by the leaderboard's order),
 * and how many there are: where an archive game would have stood.
 */
export async function rankedGamesAround(
  db: Db,
  day: string,
  score: number,
  attempts: number,
): Promise<{ better: number; ranked: number }> {
  const row = (await rankedDailyGames(db, day)
    .first(
      db.raw('COUNT(*) FILTER (WHERE score > ? OR (score = ? AND attempts < ?))::int AS better', [
        score,
        score,
        attempts,
      ]),
    )
    .select(db.raw('COUNT(*)::int AS ranked'))) as { better: number; ranked: number };
  return row;
}

export async function dailyRank(db: Db, day: string, playerId: string): Promise<number | null> {
  const row: { rank: number } | undefined = await db
    .from(rankedGames(db, day).as('ranked'))
    .first('rank')
    .where({ player_id: playerId });
  return row?.rank ?? null;
}

export async function dailyLeaderboard(
  db: Db,
  day: string,
  limit: number,
): Promise<RankedDailyGame[]> {
  const rows: Array<DailyGameRow & { rank: number; display_name: string | null }> =
    await rankedGames(db, day)
      .orderBy([
        { column: 'score', order: 'desc' },
        { column: 'attempts', order: 'asc' },
        { column: 'solved_at', order: 'asc' },
      ])
      .limit(limit);
  return rows.map((row) => ({
    ...gameFromRow(row),
    rank: row.rank,
    displayName: row.display_name,
  }));
}

/**
 * A guest signed in: their games and first views move to the account, guesses along (ON UPDATE
 * CASCADE); the account's first view of a day becomes the earlier of the two. A day
 * the account already played keeps the account's game and the guest's one is dropped: one person
 * has one game, and one leaderboard entry, per day (and the guest id is never used again). The
 * guest's challenges read the account's games from then on.
 */
export async function moveGuestDailyGames(
  trx: Knex.Transaction,
  guestId: string,
  userId: string,
): Promise<void> {
  await moveGuestDailyViews(trx, guestId, userId);
  await moveGuestChallenges(trx, guestId, userId);
  await trx('daily_games')
    .where({ player_id: guestId })
    .whereNotExists(
      trx('daily_games as taken')
        .select(trx.raw('1'))
        .whereRaw('taken.day = daily_games.day')
        .where('taken.player_id', userId),
    )
    .update({ player_id: userId, user_id: userId });
  await trx('daily_games').where({ player_id: guestId }).delete();
}
