import type { z } from 'zod';
import { conflict, badRequest } from '@hub/kit';
import {
  BLOOM_MESSAGES,
  FLOWER_NAMES,
  missingStarter,
  notesBeside,
  type BloomArchiveSaveBody,
  type BloomBoard,
  type BloomHint,
  type BloomSaveAnswer,
  type BloomSaveBody,
} from '@hub/proto';
import { chooseHint } from '../domain/hint';
import type { PuzzleRecord } from '../db/puzzles.repository';
import { findScore } from '../db/scores.repository';
import { countHint, saveBoard, type ArchiveMove } from '../db/states.repository';
import type { PlayContext, Player } from './context';
import { recordBloomView } from './daily.service';

/**
 * How a garden is played: today's daily, or a past day's in the archive (unranked, timed from its
 * first archive move, docs/rules.md#the-archive).
 */
export type PlayMode = 'daily' | 'archive';

/** A day's garden in play, and how. */
export interface GardenInPlay {
  puzzle: PuzzleRecord;
  mode: PlayMode;
}

/** Moves stop once the player's score for the garden is in, on its day or in the archive. */
export async function refuseFinished(ctx: PlayContext, puzzle: PuzzleRecord, player: Player) {
  if (await findScore(ctx.db, { puzzleId: puzzle.id, playerId: player.playerId })) {
    throw conflict(BLOOM_MESSAGES.alreadyCompleted);
  }
}

/**
 * Today's garden for a move, refusing moves once the player's score is in. A move is a view too:
 * a client that never fetched the daily is timed from its first move.
 */
async function todayInPlay(ctx: PlayContext, player: Player): Promise<GardenInPlay> {
  const now = ctx.now();
  const puzzle = await ctx.puzzles.today(now);
  await refuseFinished(ctx, puzzle, player);
  await recordBloomView(ctx, puzzle, player.playerId, now);
  return { puzzle, mode: 'daily' };
}

function requireStarters(puzzle: PuzzleRecord, board: BloomBoard): void {
  const moved = missingStarter(board, puzzle.starters);
  if (moved) {
    throw badRequest(
      `The starting ${FLOWER_NAMES[moved.type]} at row ${moved.r + 1}, column ${moved.c + 1} must stay`,
    );
  }
}

export const keyOf = (puzzle: PuzzleRecord, player: Player) => ({
  puzzleId: puzzle.id,
  playerId: player.playerId,
  ...(player.userId ? { userId: player.userId } : {}),
});

/**
 * After a change to the player's garden: every replica drops its copy as the change commits (the
 * tables' triggers); this one at once, for the player's next read.
 */
export const forgetPlay = (ctx: PlayContext, puzzle: PuzzleRecord, player: Player) =>
  ctx.players.forget(puzzle.id, player.playerId);

/** An archive move happens now; a daily move is timed from the day's first view instead. */
const archiveMoveOf = (ctx: PlayContext, mode: PlayMode): ArchiveMove =>
  mode === 'archive' ? ctx.now() : null;

/**
 * Keeps today's garden in progress. hintsUsed and completed in the body are the client's view
 * only: the server counts hints itself and a garden is completed by its score.
 */
export async function saveState(
  ctx: PlayContext,
  player: Player,
  body: z.output<typeof BloomSaveBody>,
): Promise<BloomSaveAnswer> {
  const garden = await todayInPlay(ctx, player);
  if (body.dailyPuzzleId !== garden.puzzle.id) {
    throw conflict('This garden is no longer the daily puzzle. Reload to play today’s.');
  }
  return saveGarden(ctx, player, garden, body);
}

/** Keeps a garden in progress, today's or a past day's; the starters must stay where they are. */
export async function saveGarden(
  ctx: PlayContext,
  player: Player,
  { puzzle, mode }: GardenInPlay,
  body: Pick<z.output<typeof BloomArchiveSaveBody>, 'board' | 'notes' | 'timeElapsed'>,
): Promise<BloomSaveAnswer> {
  requireStarters(puzzle, body.board);
  const state = await saveBoard(
    ctx.db,
    keyOf(puzzle, player),
    {
      board: body.board,
      // A note under a flower is stale whatever the client thought: the flower answers the cell.
      notes: notesBeside(body.board, body.notes),
      timeElapsed: body.timeElapsed,
    },
    archiveMoveOf(ctx, mode),
  );
  forgetPlay(ctx, puzzle, player);
  return { saved: true, hintsUsed: state.hintsUsed };
}

/** One cell of today's solution for the player's garden. */
export async function giveHint(
  ctx: PlayContext,
  player: Player,
  board: BloomBoard,
): Promise<BloomHint> {
  return hintFor(ctx, player, await todayInPlay(ctx, player), board);
}

/** One cell of the solution for the player's garden; every hint given is counted. */
export async function hintFor(
  ctx: PlayContext,
  player: Player,
  { puzzle, mode }: GardenInPlay,
  board: BloomBoard,
): Promise<BloomHint> {
  const hint = chooseHint(board, puzzle);
  if (!hint) throw conflict('Your garden is already solved: submit it to finish.');
  const hintsUsed = await countHint(ctx.db, keyOf(puzzle, player), archiveMoveOf(ctx, mode));
  forgetPlay(ctx, puzzle, player);
  return { ...hint, hintsUsed };
}
