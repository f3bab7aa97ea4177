import type { Knex } from '@hub/kit';
import type { GameFinishedEvent, GameType } from '@hub/proto';
import { measureOf, type DayTotals, type MeasureCount } from '../domain/history';
import type { PuzzleResult } from '../domain/puzzle-numbers';

type Db = Knex | Knex.Transaction;

/** Keeps a finished game for the history, under its owner; a second copy changes nothing. */
export async function recordResult(
  trx: Knex.Transaction,
  ownerId: string,
  event: GameFinishedEvent,
): Promise<void> {
  await trx('game_results')
    .insert({
      event_id: event.eventId,
      player_id: ownerId,
      game: event.game,
      day: event.day,
      mode: event.mode,
      puzzle_day: event.puzzleDay ?? null,
      won: event.won,
      score: event.score,
      attempts: event.attempts ?? null,
      time_taken: event.timeTaken ?? null,
      hints_used: event.hintsUsed ?? null,
      measure: measureOf(event),
      ranked: event.ranked,
      finished_at: event.finishedAt,
    })
    .onConflict('event_id')
    .ignore();
}

export async function moveResults(
  trx: Knex.Transaction,
  guestId: string,
  userId: string,
): Promise<void> {
  await trx('game_results').where({ player_id: guestId }).update({ player_id: userId });
}

/** Each game's totals per day, from `from` on: a row per game and day played, at most. */
export async function dayTotalsOf(
  db: Db,
  playerId: string,
  from: string,
): Promise<Array<DayTotals & { game: GameType }>> {
  const rows: { game: GameType; day: string; games: number; measured: number; sum: string }[] =
    await db('game_results')
      .select('game', 'day')
      .select(
        db.raw('count(*)::int AS games'),
        db.raw('count(measure)::int AS measured'),
        db.raw('coalesce(sum(measure), 0) AS sum'),
      )
      .where({ player_id: playerId })
      .andWhere('day', '>=', from)
      .groupBy('game', 'day');
  return rows.map(({ game, day, games, measured, sum }) => ({
    game,
    day,
    games,
    measured,
    measureSum: Number(sum),
  }));
}

/** How many games had each value of their measure, all time: a row per game and value. */
export async function measureCountsOf(
  db: Db,
  playerId: string,
): Promise<Array<MeasureCount & { game: GameType }>> {
  const rows: { game: GameType; value: number; count: number }[] = await db('game_results')
    .select('game', { value: 'measure' })
    .select(db.raw('count(*)::int AS count'))
    .where({ player_id: playerId })
    .whereNotNull('measure')
    .groupBy('game', 'measure');
  return rows;
}

/** The days played that count for streaks, from `from` on. */
export async function playDaysSince(
  db: Db,
  playerId: string,
  from: string,
): Promise<Array<{ game: GameType; day: string }>> {
  return db('play_days')
    .select('game', 'day')
    .where({ player_id: playerId })
    .andWhere('day', '>=', from);
}

/** A day's daily results of one game: each measure and how many finishers had it. */
export async function dailyMeasureCounts(
  db: Db,
  game: GameType,
  day: string,
): Promise<MeasureCount[]> {
  return db('game_results')
    .select({ value: 'measure' })
    .select(db.raw('count(*)::int AS count'))
    .where({ game, day, mode: 'daily' })
    .whereNotNull('measure')
    .groupBy('measure');
}

/** The player's own measure of a day's daily, if they finished it with one. */
export async function ownDailyMeasure(
  db: Db,
  { playerId, game, day }: { playerId: string; game: GameType; day: string },
): Promise<number | null> {
  const row: { measure: number } | undefined = await db('game_results')
    .first('measure')
    .where({ player_id: playerId, game, day, mode: 'daily' })
    .whereNotNull('measure');
  return row?.measure ?? null;
}

/** The daily and archive games of a game's puzzles from `from` to `to`, by the puzzle's day. */
export async function puzzleResults(
  db: Db,
  query: { game: GameType; from: string; to: string },
): Promise<PuzzleResult[]> {
  const rows: {
    day: string;
    mode: PuzzleResult['mode'];
    won: boolean;
    score: number;
    attempts: number | null;
    time_taken: number | null;
    hints_used: number | null;
    ranked: boolean | null;
  }[] = await db('game_results')
    .where({ game: query.game })
    .whereIn('mode', ['daily', 'archive'])
    .whereRaw('COALESCE(puzzle_day, day) BETWEEN ? AND ?', [query.from, query.to])
    .select(
      db.raw('COALESCE(puzzle_day, day) AS day'),
      'mode',
      'won',
      'score',
      'attempts',
      'time_taken',
      'hints_used',
      'ranked',
    );
  return rows.map((row) => ({
    day: row.day,
    mode: row.mode,
    won: row.won,
    score: row.score,
    attempts: row.attempts,
    timeTaken: row.time_taken,
    hintsUsed: row.hints_used,
    ranked: row.ranked,
  }));
}
