/** Local storage, or null where the browser refuses it (private modes, disabled storage). */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
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
