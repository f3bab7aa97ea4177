import {
  ARCHIVE_MESSAGES,
  archiveDayOf,
  archiveDayView,
  archiveStanding,
  notFound,
  type Identity,
} from '@hub/kit';
import {
  dayKey,
  type ArchiveCalendar,
  type JottoArchiveGame,
  type JottoArchiveLeaderboard,
  type JottoDailyGuessResult,
} from '@hub/proto';
import type { JottoContext } from '../context';
import { archiveProgress } from '../db/archive.repository';
import {
  findDailyGame,
  listDailyGuesses,
  rankedGamesAround,
  type DailyPuzzleRecord,
} from '../db/daily.repository';
import { findPuzzle } from '../db/schedule.repository';
import { toArchiveGame } from '../domain/daily-view';
import { guessPuzzle, leaderboardOfDay } from './daily.service';

/** Every past day, newest first, with the player's progress (docs/rules.md#the-archive). */
export async function getArchiveCalendar(
  ctx: JottoContext,
  identity: Identity,
): Promise<ArchiveCalendar> {
  const today = dayKey(ctx.now());
  const days = await archiveProgress(ctx.db, identity.playerId, today);
  return { today, days: days.map(archiveDayView) };
}

/** The stored puzzle of a past day; today's, a future day's or a missing one is a 404. */
async function archivePuzzle(ctx: JottoContext, params: unknown): Promise<DailyPuzzleRecord> {
  const puzzle = await findPuzzle(ctx.db, archiveDayOf(params, ctx.now()));
  if (!puzzle) throw notFound(ARCHIVE_MESSAGES.notInArchive);
  return puzzle;
}

export async function getArchiveGame(
  ctx: JottoContext,
  identity: Identity,
  params: unknown,
): Promise<JottoArchiveGame> {
  const puzzle = await archivePuzzle(ctx, params);
  const game = await findDailyGame(ctx.db, puzzle.day, identity.playerId);
  const guesses =
    game && game.attempts > 0 ? await listDailyGuesses(ctx.db, puzzle.day, identity.playerId) : [];
  return toArchiveGame(puzzle, game, guesses);
}

/** A guess at a past day's word: unranked, and never a streak's day. */
export async function guessArchive(
  ctx: JottoContext,
  identity: Identity,
  params: unknown,
  guess: string,
): Promise<JottoDailyGuessResult> {
  const puzzle = await archivePuzzle(ctx, params);
  return guessPuzzle(ctx, identity, puzzle, guess, 'archive');
}

/** The day's board, and where the player's archive solve would have stood on it. */
export async function getArchiveLeaderboard(
  ctx: JottoContext,
  identity: Identity,
  params: unknown,
): Promise<JottoArchiveLeaderboard> {
  const puzzle = await archivePuzzle(ctx, params);
  const [entries, game] = await Promise.all([
    leaderboardOfDay(ctx, identity, puzzle.day),
    findDailyGame(ctx.db, puzzle.day, identity.playerId),
  ]);
  if (!game?.archive || game.score === null) return { entries, standing: null };
  const { better, ranked } = await rankedGamesAround(ctx.db, puzzle.day, game.score, game.attempts);
  return { entries, standing: archiveStanding(better, ranked) };
}
