import { badRequest, conflict, enqueueEvent } from '@hub/kit';
import { GUEST_NAME, subjects, type BloomScoreAnswer, type BloomScoreBody } from '@hub/proto';
import { finishProblem } from '../domain/finisher';
import { bloomScore } from '../domain/scoring';
import { findScore, insertScore, rankOf } from '../db/scores.repository';
import { lockState, storeFinalBoard } from '../db/states.repository';
import type { PlayContext, Player } from './context';
import { ALREADY_COMPLETED } from './play.service';

/** Shown until auth's `player.profile` names a signed-in player (the leaderboard prefers it). */
const UNNAMED_PLAYER = 'Player';

/**
 * Scores a solved garden: the board is verified, the time runs from the player's first move as
 * the server recorded it, the hints are the ones the server gave. The score, the final board and
 * the `games.finished.bloom` event commit together or not at all.
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
  const problem = finishProblem(body.board, puzzle.starters);
  if (problem) throw badRequest(problem);

  const key = {
    puzzleId: puzzle.id,
    playerId: player.playerId,
    ...(player.userId ? { userId: player.userId } : {}),
  };
  const result = await ctx.db.transaction(async (trx) => {
    const state = await lockState(trx, key);
    if (!state) throw conflict('No moves were recorded for today’s garden. Place a flower first.');
    const timeTaken = Math.max(0, Math.floor((now.getTime() - state.startedAt.getTime()) / 1000));
    const score = {
      playerId: player.playerId,
      displayName: player.userId ? UNNAMED_PLAYER : GUEST_NAME,
      score: bloomScore(timeTaken, state.hintsUsed),
      timeTaken,
      hintsUsed: state.hintsUsed,
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
    });
    return score;
  });
  ctx.wakeRelay();
  return {
    score: result.score,
    timeTaken: result.timeTaken,
    hintsUsed: result.hintsUsed,
    rank: await rankOf(ctx.db, puzzle.id, result),
    puzzleNumber: puzzle.puzzleNumber,
  };
}
