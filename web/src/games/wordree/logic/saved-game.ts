import type { PlayedWord, WordreeCell, WordreeMode } from '@hub/proto';

/** A saved endless game is dropped after 24 hours (docs/rules.md#wordree-on-screen). */
export const ENDLESS_SAVE_LIFETIME_MS = 24 * 3_600_000;

/**
 * A game as local storage keeps it (docs/rules.md#wordree-on-screen): the chain and the daily's
 * submission, plus the server game it mirrors and what was celebrated.
 * Written here without zod; read back with a schema (schemas/saved-game.ts).
 */
export interface SavedGame {
  puzzleId: number;
  gameId: string | null;
  wordChain: PlayedWord[];
  score: number;
  lastWordCells: WordreeCell[];
  celebrated: number[];
  targetReached: boolean;
  hasSubmitted: boolean;
  isDailyModeLocked: boolean;
  submittedRank: number | null;
  nextReset: string | null;
  savedAt: string;
}

export const savedGameKey = (mode: WordreeMode, puzzleId: number) =>
  `wordree-game:${mode}:${puzzleId}`;

/** A daily save ends when its puzzle does; an endless one after a day. */
export function isExpired(saved: SavedGame, mode: WordreeMode, now: number): boolean {
  if (mode === 'daily') return saved.nextReset !== null && now >= Date.parse(saved.nextReset);
  return now - Date.parse(saved.savedAt) > ENDLESS_SAVE_LIFETIME_MS;
}

export function writeSavedGame(storage: Storage, mode: WordreeMode, saved: SavedGame): void {
  try {
    storage.setItem(savedGameKey(mode, saved.puzzleId), JSON.stringify(saved));
  } catch {
    // A full or blocked storage only costs the restore after a reload.
  }
}

export function clearSavedGame(storage: Storage, mode: WordreeMode, puzzleId: number): void {
  storage.removeItem(savedGameKey(mode, puzzleId));
}
