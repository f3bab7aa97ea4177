import type { z } from 'zod';
import { conflict, badRequest, recordDailyView } from '@hub/kit';
import {
  FLOWER_NAMES,
  missingStarter,
  notesBeside,
  type BloomBoard,
  type BloomHint,
  type BloomSaveAnswer,
  type BloomSaveBody,
} from '@hub/proto';
import { chooseHint } from '../domain/hint';
import type { PuzzleRecord } from '../db/puzzles.repository';
import { findScore } from '../db/scores.repository';
import { countHint, saveBoard } from '../db/states.repository';
import type { PlayContext, Player } from './context';

export const ALREADY_COMPLETED = 'Puzzle already completed';

/**
 * Today's garden for a move, refusing moves once the player's score is in. A move is a view too:
 * a client that never fetched the daily is timed from its first move.
 */
async function puzzleInPlay(ctx: PlayContext, player: Player): Promise<PuzzleRecord> {
  const now = ctx.now();
  const puzzle = await ctx.puzzles.today(now);
  if (await findScore(ctx.db, { puzzleId: puzzle.id, playerId: player.playerId })) {
    throw conflict(ALREADY_COMPLETED);
  }
  await recordDailyView(ctx.db, puzzle.dayKey, player.playerId, now);
  return puzzle;
}

function requireStarters(puzzle: PuzzleRecord, board: BloomBoard): void {
  const moved = missingStarter(board, puzzle.starters);
  if (moved) {
    throw badRequest(
      `The starting ${FLOWER_NAMES[moved.type]} at row ${moved.r + 1}, column ${moved.c + 1} must stay`,
    );
  }
}

const keyOf = (puzzle: PuzzleRecord, player: Player) => ({
  puzzleId: puzzle.id,
  playerId: player.playerId,
  ...(player.userId ? { userId: player.userId } : {}),
});

/**
 * Keeps a garden in progress. hintsUsed and completed
 * in the body are the client's view only: the server counts hints itself and a garden is
 * completed by its score.
 */
export async function saveState(
  ctx: PlayContext,
  player: Player,
  body: z.output<typeof BloomSaveBody>,
): Promise<BloomSaveAnswer> {
  const puzzle = await puzzleInPlay(ctx, player);
  if (body.dailyPuzzleId !== puzzle.id) {
    throw conflict('This garden is no longer the daily puzzle. Reload to play today’s.');
  }
  requireStarters(puzzle, body.board);
  const state = await saveBoard(ctx.db, keyOf(puzzle, player), {
    board: body.board,
    // A note under a flower is stale whatever the client thought: the flower answers the cell.
    notes: notesBeside(body.board, body.notes),
    timeElapsed: body.timeElapsed,
  });
  return { saved: true, hintsUsed: state.hintsUsed };
}

/** One cell of the solution for the player's garden; every hint given is counted. */
export async function giveHint(
  ctx: PlayContext,
  player: Player,
  board: BloomBoard,
): Promise<BloomHint> {
  const puzzle = await puzzleInPlay(ctx, player);
  const hint = chooseHint(board, puzzle);
  if (!hint) throw conflict('Your garden is already solved: submit it to finish.');
  const hintsUsed = await countHint(ctx.db, keyOf(puzzle, player));
  return { ...hint, hintsUsed };
}
