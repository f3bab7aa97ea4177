import { z } from 'zod';
import { PlayedWord, WordreeCell, type WordreeMode } from '@hub/proto';
import { isExpired, savedGameKey, type SavedGame as SavedGameShape } from '../logic/saved-game';

const SavedGame = z.object({
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
}) satisfies z.ZodType<SavedGameShape>;

/** This puzzle's save, if it is readable and not expired; any other is dropped. */
export function readSavedGame(
  storage: Storage,
  mode: WordreeMode,
  puzzleId: number,
  now: number,
): SavedGameShape | null {
  const key = savedGameKey(mode, puzzleId);
  let parsed: SavedGameShape | null = null;
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
