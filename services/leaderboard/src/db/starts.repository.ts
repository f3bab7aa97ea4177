import type { Knex } from '@hub/kit';
import type { GameType } from '@hub/proto';
import type { DayStarts } from '../domain/puzzle-numbers';

type Db = Knex | Knex.Transaction;

/** Players' starts of a day's puzzle; a second one of the same player and day changes nothing. */
export async function recordStarts(
  trx: Knex.Transaction,
  starts: {
    game: GameType;
    day: string;
    ownerId: string;
    startedAt: string;
    difficulty: string | null;
  }[],
): Promise<void> {
  if (starts.length === 0) return;
  await trx('puzzle_starts')
    .insert(
      starts.map((start) => ({
        game: start.game,
        day: start.day,
        player_id: start.ownerId,
        started_at: start.startedAt,
        difficulty: start.difficulty,
      })),
    )
    .onConflict(['game', 'day', 'player_id'])
    .ignore();
}

/** A guest signed in: their starts are the account's (one a day per game, the earlier kept). */
export async function moveStarts(
  trx: Knex.Transaction,
  guestId: string,
  userId: string,
): Promise<void> {
  await trx.raw(
    `INSERT INTO puzzle_starts (game, day, player_id, started_at, difficulty)
       SELECT game, day, :account, started_at, difficulty FROM puzzle_starts WHERE player_id = :guest
     ON CONFLICT (game, day, player_id) DO UPDATE
       SET started_at = least(puzzle_starts.started_at, excluded.started_at)`,
    { guest: guestId, account: userId },
  );
  await trx('puzzle_starts').where({ player_id: guestId }).delete();
}

/**
 * How many players started each day's puzzle of a game from `from` to `to`, and the day's
 * difficulty label as its starts named it.
 */
export async function puzzleStarts(
  db: Db,
  query: { game: GameType; from: string; to: string },
): Promise<Map<string, DayStarts>> {
  const rows: { day: string; players: string; difficulty: string | null }[] = await db(
    'puzzle_starts',
  )
    .where({ game: query.game })
    .whereBetween('day', [query.from, query.to])
    .groupBy('day')
    .select('day', db.raw('COUNT(*) AS players'), db.raw('MAX(difficulty) AS difficulty'));
  return new Map(
    rows.map((row) => [row.day, { players: Number(row.players), difficulty: row.difficulty }]),
  );
}
