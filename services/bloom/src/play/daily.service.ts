import { recordDailyView, unrankedReason } from '@hub/kit';
import {
  boardWithStarters,
  emptyNotes,
  nextResetAt,
  type BloomDailyInfo,
  type BloomDailyQuery,
  type BloomLeaderboard,
  type BloomResult,
} from '@hub/proto';
import type { PuzzleRecord } from '../db/puzzles.repository';
import { findScore, rankOf, topScores } from '../db/scores.repository';
import { findState } from '../db/states.repository';
import { BLOOM_MIN_SOLVE_SECONDS } from '../domain/scoring';
import type { PlayContext, Player } from './context';

const LEADERBOARD_SIZE = 20;

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
  if (purpose === 'play') await recordDailyView(ctx.db, puzzle.dayKey, player.playerId, now);
  const key = { puzzleId: puzzle.id, playerId: player.playerId };
  const [state, result] = await Promise.all([
    findState(ctx.db, key),
    resultOf(ctx, puzzle, player),
  ]);
  return {
    resetTime: nextResetAt(now).toISOString(),
    puzzleNumber: puzzle.puzzleNumber,
    dayKey: puzzle.dayKey,
    id: puzzle.id,
    difficulty: puzzle.difficulty,
    starters: puzzle.starters,
    clues: puzzle.clues,
    savedState: state && {
      board: state.board ?? boardWithStarters(puzzle.starters),
      notes: state.notes ?? emptyNotes(),
      timeElapsed: state.timeElapsed,
      hintsUsed: state.hintsUsed,
    },
    completed: result !== null,
    result,
  };
}

export async function resultOf(
  ctx: PlayContext,
  puzzle: PuzzleRecord,
  player: Player,
): Promise<BloomResult | null> {
  const score = await findScore(ctx.db, { puzzleId: puzzle.id, playerId: player.playerId });
  if (!score) return null;
  return {
    score: score.score,
    timeTaken: score.timeTaken,
    hintsUsed: score.hintsUsed,
    rank: await rankOf(ctx.db, puzzle.id, score),
    unranked: unrankedReason(score.ranked, BLOOM_MIN_SOLVE_SECONDS),
  };
}

export async function dailyLeaderboard(
  ctx: PlayContext,
  player: Player,
): Promise<BloomLeaderboard> {
  const puzzle = await ctx.puzzles.today(ctx.now());
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
