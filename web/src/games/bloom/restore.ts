import type { BloomBoard, BloomDailyInfo, BloomGuestSave } from '@hub/proto';
import { isWin, startingBoard } from './game';

export interface InitialGame {
  board: BloomBoard;
  seconds: number;
  hintsUsed: number;
  /** True for a scored garden, and for a finished one whose score has yet to be sent. */
  won: boolean;
}

/**
 * Where a visit picks up: a scored garden as it was finished; a guest's garden from local
 * storage (SPEC §4); else the server's saved state; else the bare starters. Hints never count
 * fewer than the server gave.
 */
export function initialGame(daily: BloomDailyInfo, guestSave: BloomGuestSave | null): InitialGame {
  const server = daily.savedState;
  if (daily.completed) {
    return {
      board: startingBoard(daily.starters, server?.board),
      seconds: daily.result?.timeTaken ?? server?.timeElapsed ?? 0,
      hintsUsed: daily.result?.hintsUsed ?? server?.hintsUsed ?? 0,
      won: true,
    };
  }
  const saved = guestSave ?? server;
  const board = startingBoard(daily.starters, saved?.board);
  return {
    board,
    seconds: saved?.timeElapsed ?? 0,
    hintsUsed: Math.max(saved?.hintsUsed ?? 0, server?.hintsUsed ?? 0),
    won: isWin(board, daily.clues),
  };
}
