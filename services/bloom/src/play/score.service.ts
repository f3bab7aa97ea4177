import {
  badRequest,
  conflict,
  enqueueEvent,
  firstDailyView,
  isPlausibleSolve,
  secondsBetween,
} from '@hub/kit';
import {
  BLOOM_MESSAGES,
  dayKey,
  GUEST_NAME,
  subjects,
  type BloomScoreAnswer,
  type BloomScoreBody,
} from '@hub/proto';
import { finishProblem } from '../domain/finisher';
import { bloomScore, BLOOM_MIN_SOLVE_SECONDS } from '../domain/scoring';
import { findScore, insertScore, rankOf, type ScoreRecord } from '../db/scores.repository';
import { lockState, storeFinalBoard, type StateRecord } from '../db/states.repository';
import type { Knex } from '@hub/kit';
import type { PlayContext, Player } from './context';
import { unrankedOf } from './daily.service';
import { forgetPlay, keyOf, type GardenInPlay } from './play.service';

/** Shown until auth's `player.profile` names a signed-in player (the leaderboard prefers it). */
const UNNAMED_PLAYER = 'Player';

const NO_MOVES = {
  daily: 'No moves were recorded for today’s garden. Place a flower first.',
  archive: 'No moves were recorded for this garden in the archive. Place a flower first.',
} as const;

/**
 * When the solve's clock started. Today's garden: the player's first view of the day as the server
 * recorded it (a guest's, once they signed in, if earlier); every move records a view, so the
 * state's start only serves states from before views existed. A past day's: its first archive
 * move, wherever the garden was left on its day.
 */
async function clockStart(
  trx: Knex.Transaction,
  { puzzle, mode }: GardenInPlay,
  player: Player,
  state: StateRecord,
): Promise<Date> {
  if (mode === 'archive') return state.startedAt;
  return (await firstDailyView(trx, puzzle.dayKey, player.playerId)) ?? state.startedAt;
}

/** Scores today's solved garden (see `finishGarden`). */
export async function submitScore(
  ctx: PlayContext,
  player: Player,
  body: BloomScoreBody,
): Promise<BloomScoreAnswer> {
  const puzzle = await ctx.puzzles.today(ctx.now());
  return finishGarden(ctx, player, { puzzle, mode: 'daily' }, body);
}

/**
 * The player's score for the garden, when this finish is the one that made it: sent again, it is
 * answered as the first time. Any other finish of a scored garden is refused.
 */
function sameFinish(score: ScoreRecord | null, body: BloomScoreBody): ScoreRecord | null {
  if (!score) return null;
  if (body.finishId && score.finishId === body.finishId) return score;
  throw conflict(BLOOM_MESSAGES.alreadyCompleted);
}

/**
 * Scores a solved garden: the board is verified, the time runs from the clock's start (above),
 * the hints are the ones the server gave. A daily solve faster than the floor is kept but not
 * ranked; an archive one is never ranked, and its event counts for the day it was played on. The
 * score, the final board and the `games.finished.bloom` event commit together or not at all, once
 * per garden: the same finish sent again gets the same answer (docs/rules.md#bloom-offline).
 */
export async function finishGarden(
  ctx: PlayContext,
  player: Player,
  garden: GardenInPlay,
  body: BloomScoreBody,
): Promise<BloomScoreAnswer> {
  const { puzzle } = garden;
  const key = keyOf(puzzle, player);
  const result =
    sameFinish(await findScore(ctx.db, key), body) ??
    (await scoreGarden(ctx, player, garden, body));
  forgetPlay(ctx, puzzle, player);
  return {
    score: result.score,
    timeTaken: result.timeTaken,
    hintsUsed: result.hintsUsed,
    rank: await rankOf(ctx.db, puzzle.id, result),
    unranked: unrankedOf(result),
    puzzleNumber: puzzle.puzzleNumber,
  };
}

/** The first arrival of a finish: verified, timed and scored, its event in the outbox. */
async function scoreGarden(
  ctx: PlayContext,
  player: Player,
  garden: GardenInPlay,
  body: BloomScoreBody,
): Promise<ScoreRecord> {
  const { puzzle, mode } = garden;
  const archive = mode === 'archive';
  const problem = finishProblem(body.board, puzzle);
  if (problem) throw badRequest(problem);

  const key = keyOf(puzzle, player);
  const result = await ctx.db.transaction(async (trx): Promise<ScoreRecord> => {
    const state = await lockState(trx, key);
    // An archive garden left on its day has no archive clock until its first archive move.
    if (!state || (archive && !state.archive)) throw conflict(NO_MOVES[mode]);
    // Read after the lock: the time a finish waited for a hint still counts.
    const now = ctx.now();
    const timeTaken = secondsBetween(await clockStart(trx, garden, player, state), now);
    const ranked = !archive && isPlausibleSolve(timeTaken, BLOOM_MIN_SOLVE_SECONDS);
    const score = {
      playerId: player.playerId,
      displayName: player.userId ? UNNAMED_PLAYER : GUEST_NAME,
      score: bloomScore(timeTaken, state.hintsUsed),
      timeTaken,
      hintsUsed: state.hintsUsed,
      ranked,
      archive,
    };
    const inserted = await insertScore(trx, {
      ...score,
      ...key,
      board: body.board,
      finishId: body.finishId,
    });
    // A second submission that raced this one past the check in finishGarden stops here: the
    // insert waited for the first to commit, and its score is read back.
    if (!inserted) {
      const raced = sameFinish(await findScore(trx, key), body);
      if (raced) return raced;
      throw conflict(BLOOM_MESSAGES.alreadyCompleted);
    }
    await storeFinalBoard(trx, key, body.board, body.timeTaken);
    await enqueueEvent(trx, subjects.gameFinished('bloom'), {
      game: 'bloom',
      playerId: player.playerId,
      ...(player.userId ? { userId: player.userId } : {}),
      // An archive game counts for the day it was played on, never for its puzzle's day.
      day: archive ? dayKey(now) : puzzle.dayKey,
      ...(archive ? { puzzleDay: puzzle.dayKey } : {}),
      finishedAt: now.toISOString(),
      mode,
      won: true,
      score: score.score,
      timeTaken,
      hintsUsed: state.hintsUsed,
      ranked,
    });
    return { ...score, finishId: body.finishId ?? null };
  });
  ctx.wakeRelay();
  return result;
}
