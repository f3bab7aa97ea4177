import { z } from 'zod';
import { PlayedWord, WordreeCell, type WordreeMode } from '@hub/proto';

/** SPEC §9: a saved endless game is dropped after 24 hours. */
export const ENDLESS_SAVE_LIFETIME_MS = 24 * 3_600_000;

/** SPEC §3 "Wordree local game state", plus the server game it mirrors and what was celebrated. */
export const SavedGame = z.object({
  puzzleId: z.number(),
  gameId: z.string().nullable(),
  wordChain: z.array(PlayedWord),
  score: z.number(),
  lastWordCells: z.array(WordreeCell),
  celebrated: z.array(z.number()),
  targetReached: z.boolean(),
  hasSubmitted: z.boolean(),
  isDailyModeLocked: z.boolean(),
  submittedRank: z.number().nullable(),
  nextReset: z.string().nullable(),
  savedAt: z.string(),
});
export type SavedGame = z.infer<typeof SavedGame>;

export const savedGameKey = (mode: WordreeMode, puzzleId: number) =>
  `wordree-game:${mode}:${puzzleId}`;

/** A daily save ends when its puzzle does; an endless one after a day. */
export function isExpired(saved: SavedGame, mode: WordreeMode, now: number): boolean {
  if (mode === 'daily') return saved.nextReset !== null && now >= Date.parse(saved.nextReset);
  return now - Date.parse(saved.savedAt) > ENDLESS_SAVE_LIFETIME_MS;
}

export function readSavedGame(
  storage: Storage,
  mode: WordreeMode,
  puzzleId: number,
  now: number,
): SavedGame | null {
  const key = savedGameKey(mode, puzzleId);
  let parsed: SavedGame | null = null;
  try {
    const result = SavedGame.safeParse(JSON.parse(storage.getItem(key) ?? 'null'));
    parsed = result.success ? result.data : null;
  } catch {
    parsed = null;
  }
  if (parsed && parsed.puzzleId === puzzleId && !isExpired(parsed, mode, now)) return parsed;
  storage.removeItem(key);
  return null;
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
