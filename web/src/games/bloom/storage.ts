import type { BloomGuestSave, BloomNotes } from '@hub/proto';

/** Local storage, or null where the browser refuses it (private modes, disabled storage). */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A guest's garden, dropped when the daily puzzle changes (docs/rules.md#bloom-on-screen). */
export const GUEST_SAVE_KEY = 'bloom-guest-state';
/** A guest's save as written: the garden and the notes beside it (schemas/guestSave.ts reads it). */
export type StoredGuestSave = BloomGuestSave & { notes: BloomNotes };

/** Written without a schema: saving must not load zod (guestSave.ts reads it back with one). */
export function storeGuestSave(storage: Pick<Storage, 'setItem'>, save: StoredGuestSave): void {
  storage.setItem(GUEST_SAVE_KEY, JSON.stringify(save));
}

export const TUTORIAL_SEEN_KEY = 'bloom-tutorial-seen';
export const NO_MISTAKES_KEY = 'bloom-no-mistakes';

export const readFlag = (key: string) => localStore()?.getItem(key) === 'true';

export function writeFlag(key: string, on: boolean): void {
  try {
    localStore()?.setItem(key, String(on));
  } catch {
    // A full or blocked storage only costs the player the remembered setting.
  }
}
