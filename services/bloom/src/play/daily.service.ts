import { dailyStatusOf, recordDailyView, unrankedReason } from '@hub/kit';
import {
  nextResetAt,
  type BloomDailyInfo,
  type BloomDailyQuery,
  type BloomLeaderboard,
  type BloomResult,
  type DailyStatus,
} from '@hub/proto';
import type { PuzzleRecord } from '../db/puzzles.repository';
import { findScore, rankOf, topScores, type ScoreRecord } from '../db/scores.repository';
import { findState } from '../db/states.repository';
import { puzzleView, savedStateView } from '../domain/garden-view';
import { BLOOM_MIN_SOLVE_SECONDS } from '../domain/scoring';
import type { PlayContext, Player } from './context';

const LEADERBOARD_SIZE = 20;

/** Why an archive score is not ranked, in the words the player is shown. */
export const ARCHIVE_UNRANKED = 'Played from the archive: your score is kept but not ranked.';

/** Why a score is kept but not ranked, or null when it is ranked. */
export const unrankedOf = (score: Pick<ScoreRecord, 'ranked' | 'archive'>): string | null =>
  score.archive ? ARCHIVE_UNRANKED : unrankedReason(score.ranked, BLOOM_MIN_SOLVE_SECONDS);

/**
 * A player served today's garden (to see or play): the first view of the day times their solve
 * and starts their day of it, with the weekday's difficulty.
 */
export const recordBloomView = (
  ctx: PlayContext,
  puzzle: PuzzleRecord,
  playerId: string,
  at: Date,
): Promise<void> =>
  recordDailyView(ctx.db, {
    game: 'bloom',
    day: puzzle.dayKey,
    playerId,
    at,
    difficulty: puzzle.difficulty,
  });

/**
 * Today's garden as the asking player sees it: the puzzle, their garden so far, their result.
 * The player's first view of the day, as recorded here, is when their solve is timed from.
 */
export async function dailyView(
  ctx: PlayContext,
  player: Player,
  { purpose }: BloomDailyQuery,
): Promise<BloomDailyInfo> {
  const now = ctx.now();
  const puzzle = await ctx.puzzles.today(now);
  if (purpose === 'play') await recordBloomView(ctx, puzzle, player.playerId, now);
  const key = { puzzleId: puzzle.id, playerId: player.playerId };
  const [state, score] = await ctx.players.get(
    puzzle.id,
    player,
    () => Promise.all([findState(ctx.db, key), findScore(ctx.db, key)]),
    [null, null],
  );
  // The rank changes as others finish: read each time, for a player who has a score.
  const result = score && (await resultView(ctx, puzzle, score));
  return {
    resetTime: nextResetAt(now).toISOString(),
    ...puzzleView(puzzle),
    savedState: savedStateView(puzzle, state),
    completed: result !== null,
    result,
  };
}

/** How far the player got with today's garden, for the hub: read without opening it. */
export async function dailyStatus(ctx: PlayContext, player: Player): Promise<DailyStatus> {
  const puzzle = await ctx.puzzles.today(ctx.now());
  const score = player.newPlayer
    ? null
    : await findScore(ctx.db, { puzzleId: puzzle.id, playerId: player.playerId });
  return dailyStatusOf(
    ctx.db,
    puzzle.dayKey,
    player,
    score && {
      score: score.score,
      timeTaken: score.timeTaken,
      attempts: null,
      hintsUsed: score.hintsUsed,
      words: null,
    },
  );
}

export async function resultOf(
  ctx: PlayContext,
  puzzle: PuzzleRecord,
  player: Player,
): Promise<BloomResult | null> {
  const score = await findScore(ctx.db, { puzzleId: puzzle.id, playerId: player.playerId });
  return score && resultView(ctx, puzzle, score);
}

/** A score as its player sees it: ranked on its day's board, or why not. */
export async function resultView(
  ctx: PlayContext,
  puzzle: PuzzleRecord,
  score: ScoreRecord,
): Promise<BloomResult> {
  return {
    score: score.score,
    timeTaken: score.timeTaken,
    hintsUsed: score.hintsUsed,
    rank: await rankOf(ctx.db, puzzle.id, score),
    unranked: unrankedOf(score),
  };
}

export async function dailyLeaderboard(
  ctx: PlayContext,
  player: Player,
): Promise<BloomLeaderboard> {
  return leaderboardOf(ctx, player, await ctx.puzzles.today(ctx.now()));
}

/** A day's ranked scores, best first (the archive shows past days' boards too). */
export async function leaderboardOf(
  ctx: PlayContext,
  player: Player,
  puzzle: PuzzleRecord,
): Promise<BloomLeaderboard> {
  const scores = await topScores(ctx.db, puzzle.id, LEADERBOARD_SIZE);
  return {
    dayKey: puzzle.dayKey,
    puzzleNumber: puzzle.puzzleNumber,
    entries: scores.map((score) => ({
      rank: score.rank,
      displayName: score.displayName,
      score: score.score,
      timeTaken: score.timeTaken,
      hintsUsed: score.hintsUsed,
      isYou: score.playerId === player.playerId,
    })),
  };
}
