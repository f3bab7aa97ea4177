import {
  emptyNotes,
  notesBeside,
  type BloomBoard,
  type BloomNotes,
  type BloomScoreBody,
} from '@hub/proto';
import type { GardenInfo } from './api';
import { isWin, startingBoard } from './game';
import type { GuestSave } from './schemas/guestSave';

export interface InitialGame {
  board: BloomBoard;
  /** The player's pencil marks, only on cells still empty. */
  notes: BloomNotes;
  seconds: number;
  hintsUsed: number;
  /** True for a scored garden, and for a finished one whose score has yet to be sent. */
  won: boolean;
}

/**
 * Where a visit picks up (docs/rules.md#bloom-on-screen): a scored garden as it was finished; a
 * finish still on its way to the server (finishQueue.ts) as it was sent; a guest's garden from
 * local storage; else the server's saved state; else the bare starters. Hints never count fewer
 * than the server gave. Notes come with the garden they were made on.
 */
export function initialGame(
  daily: GardenInfo,
  guestSave: GuestSave | null,
  unsent: BloomScoreBody | null = null,
): InitialGame {
  const server = daily.savedState;
  if (daily.completed) {
    const board = startingBoard(daily.starters, server?.board);
    return {
      board,
      notes: notesBeside(board, server?.notes ?? emptyNotes()),
      seconds: daily.result?.timeTaken ?? server?.timeElapsed ?? 0,
      hintsUsed: daily.result?.hintsUsed ?? server?.hintsUsed ?? 0,
      won: true,
    };
  }
  const saved = unsent
    ? {
        board: unsent.board,
        notes: emptyNotes(),
        timeElapsed: unsent.timeTaken,
        hintsUsed: unsent.hintsUsed,
      }
    : (guestSave ?? server);
  const board = startingBoard(daily.starters, saved?.board);
  // A board that fell back to the starters (a save for another puzzle) takes no notes with it.
  const notes = saved && board === saved.board ? saved.notes : emptyNotes();
  return {
    board,
    notes: notesBeside(board, notes),
    seconds: saved?.timeElapsed ?? 0,
    hintsUsed: Math.max(saved?.hintsUsed ?? 0, server?.hintsUsed ?? 0),
    won: isWin(board, daily.clues),
  };
}
