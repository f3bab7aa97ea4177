import {
  badRequest,
  conflict,
  enqueueEvent,
  firstDailyView,
  isPlausibleSolve,
  secondsBetween,
  unrankedReason,
} from '@hub/kit';
import { GUEST_NAME, subjects, type BloomScoreAnswer, type BloomScoreBody } from '@hub/proto';
import { finishProblem } from '../domain/finisher';
import { bloomScore, BLOOM_MIN_SOLVE_SECONDS } from '../domain/scoring';
import { findScore, insertScore, rankOf } from '../db/scores.repository';
import { lockState, storeFinalBoard } from '../db/states.repository';
import type { PlayContext, Player } from './context';
import { ALREADY_COMPLETED } from './play.service';

/** Shown until auth's `player.profile` names a signed-in player (the leaderboard prefers it). */
const UNNAMED_PLAYER = 'Player';

/**
 * Scores a solved garden: the board is verified, the time runs from the player's first view of
 * the day as the server recorded it (a guest's, once they signed in, if earlier), the hints are
 * the ones the server gave. A solve faster than the floor is kept but not ranked. The score, the
 * final board and the `games.finished.bloom` event commit together or not at all.
 */
export async function submitScore(
  ctx: PlayContext,
  player: Player,
  body: BloomScoreBody,
): Promise<BloomScoreAnswer> {
  const now = ctx.now();
  const puzzle = await ctx.puzzles.today(now);
  if (await findScore(ctx.db, { puzzleId: puzzle.id, playerId: player.playerId })) {
    throw conflict(ALREADY_COMPLETED);
  }
  const problem = finishProblem(body.board, puzzle);
  if (problem) throw badRequest(problem);

  const key = {
    puzzleId: puzzle.id,
    playerId: player.playerId,
    ...(player.userId ? { userId: player.userId } : {}),
  };
  const result = await ctx.db.transaction(async (trx) => {
    const state = await lockState(trx, key);
    if (!state) throw conflict('No moves were recorded for today’s garden. Place a flower first.');
    // Every move records a view, so the fallback only serves states from before views existed.
    const firstView =
      (await firstDailyView(trx, puzzle.dayKey, player.playerId)) ?? state.startedAt;
    const timeTaken = secondsBetween(firstView, now);
    const ranked = isPlausibleSolve(timeTaken, BLOOM_MIN_SOLVE_SECONDS);
    const score = {
      playerId: player.playerId,
      displayName: player.userId ? UNNAMED_PLAYER : GUEST_NAME,
      score: bloomScore(timeTaken, state.hintsUsed),
      timeTaken,
      hintsUsed: state.hintsUsed,
      ranked,
    };
    // A second submission racing this one past the check above stops here.
    if (!(await insertScore(trx, { ...score, ...key, board: body.board }))) {
      throw conflict(ALREADY_COMPLETED);
    }
    await storeFinalBoard(trx, key, body.board, body.timeTaken);
    await enqueueEvent(trx, subjects.gameFinished('bloom'), {
      game: 'bloom',
      playerId: player.playerId,
      ...(player.userId ? { userId: player.userId } : {}),
      day: puzzle.dayKey,
      finishedAt: now.toISOString(),
      mode: 'daily',
      won: true,
      score: score.score,
      timeTaken,
      hintsUsed: state.hintsUsed,
      ranked,
    });
    return score;
  });
  ctx.wakeRelay();
  return {
    score: result.score,
    timeTaken: result.timeTaken,
    hintsUsed: result.hintsUsed,
    rank: await rankOf(ctx.db, puzzle.id, result),
    unranked: unrankedReason(result.ranked, BLOOM_MIN_SOLVE_SECONDS),
    puzzleNumber: puzzle.puzzleNumber,
  };
}
