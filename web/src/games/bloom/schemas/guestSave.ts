import type { z } from 'zod';
import { BloomGuestSave, BloomNotes, emptyNotes } from '@hub/proto';
import { GUEST_SAVE_KEY } from '../storage';

/**
 * A guest's saved garden (docs/rules.md#bloom-on-screen) and the player's notes beside it. A
 * save from before notes reads as one with none, so an update never costs a guest their garden.
 */
export const GuestSave = BloomGuestSave.extend({ notes: BloomNotes.default(emptyNotes) });
export type GuestSave = z.output<typeof GuestSave>;

type Store = Pick<Storage, 'getItem' | 'removeItem'>;

function parse(raw: string): GuestSave | null {
  try {
    const parsed = GuestSave.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The guest's garden for this puzzle, or null; a save for another puzzle (or unreadable) is dropped. */
export function loadGuestSave(storage: Store, puzzleId: number): GuestSave | null {
  const raw = storage.getItem(GUEST_SAVE_KEY);
  if (raw === null) return null;
  const save = parse(raw);
  if (save?.puzzleId === puzzleId) return save;
  storage.removeItem(GUEST_SAVE_KEY);
  return null;
}
