import {
  ARCHIVE_MESSAGES,
  archiveDayOf,
  archiveDayView,
  archiveStanding,
  notFound,
} from '@hub/kit';
import {
  dayKey,
  type ArchiveCalendar,
  type BloomArchiveGarden,
  type BloomArchiveLeaderboard,
  type BloomArchiveSaveBody,
  type BloomBoard,
  type BloomHint,
  type BloomSaveAnswer,
  type BloomScoreAnswer,
  type BloomScoreBody,
} from '@hub/proto';
import type { z } from 'zod';
import { archiveProgress } from '../db/archive.repository';
import { findPuzzleByDay } from '../db/puzzles.repository';
import { findScore, rankedScoresAround } from '../db/scores.repository';
import { findState } from '../db/states.repository';
import { archiveGardenView } from '../domain/garden-view';
import type { PlayContext, Player } from './context';
import { leaderboardOf, resultView } from './daily.service';
import { refuseFinished, hintFor, saveGarden, type GardenInPlay } from './play.service';
import { finishGarden } from './score.service';

/** Every past day, newest first, with the player's progress (docs/rules.md#the-archive). */
export async function archiveCalendar(ctx: PlayContext, player: Player): Promise<ArchiveCalendar> {
  const today = dayKey(ctx.now());
  const days = await archiveProgress(ctx.db, player.playerId, today);
  return { today, days: days.map(archiveDayView) };
}

/**
 * The stored garden of a past day; today's, a future day's or a missing one is the same 404.
 * Never made here: a past day without a garden stays without one.
 */
async function archivePuzzle(ctx: PlayContext, params: unknown) {
  const puzzle = await findPuzzleByDay(ctx.db, archiveDayOf(params, ctx.now()));
  if (!puzzle) throw notFound(ARCHIVE_MESSAGES.notInArchive);
  return puzzle;
}

/** A past day's garden for a move, refusing moves once the player's score for it is in. */
async function archiveInPlay(
  ctx: PlayContext,
  player: Player,
  params: unknown,
): Promise<GardenInPlay> {
  const puzzle = await archivePuzzle(ctx, params);
  await refuseFinished(ctx, puzzle, player);
  return { puzzle, mode: 'archive' };
}

/** A past day's garden as the player left it; the solution once they have finished it. */
export async function archiveGarden(
  ctx: PlayContext,
  player: Player,
  params: unknown,
): Promise<BloomArchiveGarden> {
  const puzzle = await archivePuzzle(ctx, params);
  const key = { puzzleId: puzzle.id, playerId: player.playerId };
  const [state, score] = await Promise.all([findState(ctx.db, key), findScore(ctx.db, key)]);
  const finished = score && {
    result: await resultView(ctx, puzzle, score),
    archive: score.archive,
  };
  return archiveGardenView(puzzle, state, finished);
}

export async function saveArchiveState(
  ctx: PlayContext,
  player: Player,
  params: unknown,
  body: z.output<typeof BloomArchiveSaveBody>,
): Promise<BloomSaveAnswer> {
  return saveGarden(ctx, player, await archiveInPlay(ctx, player, params), body);
}

export async function giveArchiveHint(
  ctx: PlayContext,
  player: Player,
  params: unknown,
  board: BloomBoard,
): Promise<BloomHint> {
  return hintFor(ctx, player, await archiveInPlay(ctx, player, params), board);
}

/** Finishes a past day's garden: unranked, and never a streak's day. */
export async function finishArchiveGarden(
  ctx: PlayContext,
  player: Player,
  params: unknown,
  body: BloomScoreBody,
): Promise<BloomScoreAnswer> {
  const puzzle = await archivePuzzle(ctx, params);
  return finishGarden(ctx, player, { puzzle, mode: 'archive' }, body);
}

/** The day's board, and where the player's archive finish would have stood on it. */
export async function archiveLeaderboard(
  ctx: PlayContext,
  player: Player,
  params: unknown,
): Promise<BloomArchiveLeaderboard> {
  const puzzle = await archivePuzzle(ctx, params);
  const [board, score] = await Promise.all([
    leaderboardOf(ctx, player, puzzle),
    findScore(ctx.db, { puzzleId: puzzle.id, playerId: player.playerId }),
  ]);
  if (!score?.archive) return { ...board, standing: null };
  const { better, ranked } = await rankedScoresAround(ctx.db, puzzle.id, score);
  return { ...board, standing: archiveStanding(better, ranked) };
}
