/**
 * What the page reads from its address and from local storage before anything loads: which
 * puzzle to show (a shared one, today's daily, the endless one in play, or a new random one) and
 * at which difficulty. Kept free of zod and React, as the app's entry reads it too (preload.ts).
 */
import type { WordreeDifficulty, WordreeMode } from '@hub/proto';

/** The difficulty last chosen for endless puzzles. */
export const DIFFICULTY_KEY = 'wordree-difficulty';
/** The mode last played, where a visit without `?mode=` opens. */
export const MODE_KEY = 'wordree-mode';
/** The endless puzzle in play, so a reload comes back to it rather than to a random one. */
export const ENDLESS_POINTER_KEY = 'wordree-endless-puzzle';

export interface EndlessPointer {
  id: number;
  difficulty: WordreeDifficulty;
}

// Not proto's WORDREE_DIFFICULTIES: any value of proto's Wordree module brings zod into the
// entry with it (its schemas are built where it is loaded). The type keeps this list complete.
const DIFFICULTIES: Record<WordreeDifficulty, true> = { easy: true, medium: true, hard: true };

const isDifficulty = (value: unknown): value is WordreeDifficulty =>
  typeof value === 'string' && Object.hasOwn(DIFFICULTIES, value);

/** The address's difficulty if it names one, else the stored one, else medium. */
export function initialDifficulty(fromUrl: string | null): WordreeDifficulty {
  const value = fromUrl ?? localStorage.getItem(DIFFICULTY_KEY);
  return isDifficulty(value) ? value : 'medium';
}

/** `?puzzle=` of a shared link: a positive whole number, else none. */
export function sharedIdOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** `?mode=`: a shared link's mode, and the tab the page opens on. */
export const modeOf = (value: string | null): WordreeMode =>
  value === 'daily' ? 'daily' : 'endless';

/** The tab a visit opens on: the address's mode if it names one, else the mode last played. */
export function initialMode(fromUrl: string | null): WordreeMode {
  if (fromUrl === 'daily' || fromUrl === 'endless') return fromUrl;
  try {
    return modeOf(localStorage.getItem(MODE_KEY));
  } catch {
    return 'endless';
  }
}

export function rememberMode(mode: WordreeMode): void {
  try {
    localStorage.setItem(MODE_KEY, mode);
  } catch {
    // Blocked storage only costs the memory: the address still names the mode.
  }
}

/** The address of a mode (and, for endless, its difficulty), so a reload or a link opens it. */
export function modeParams(mode: WordreeMode, difficulty: WordreeDifficulty): URLSearchParams {
  return new URLSearchParams(mode === 'daily' ? { mode } : { mode, difficulty });
}

/** The address keeps the challenge a daily was opened from, so a reload keeps its banner. */
export function withChallenge(params: URLSearchParams, challenge: string | null): URLSearchParams {
  if (challenge !== null) params.set('challenge', challenge);
  return params;
}

export function readPointer(): EndlessPointer | null {
  try {
    const value = JSON.parse(localStorage.getItem(ENDLESS_POINTER_KEY) ?? 'null');
    return typeof value?.id === 'number' && isDifficulty(value?.difficulty)
      ? { id: value.id, difficulty: value.difficulty }
      : null;
  } catch {
    return null;
  }
}

/** The puzzle a page load shows first: what usePuzzleSource asks for before any choice. */
export type FirstPuzzle =
  | { kind: 'shared'; id: number; mode: WordreeMode }
  | { kind: 'daily' }
  | { kind: 'resumed'; id: number }
  | { kind: 'random'; difficulty: WordreeDifficulty };

export function firstPuzzle(params: URLSearchParams): FirstPuzzle {
  const sharedId = sharedIdOf(params.get('puzzle'));
  if (sharedId !== null) return { kind: 'shared', id: sharedId, mode: modeOf(params.get('mode')) };
  const mode = initialMode(params.get('mode'));
  if (mode === 'daily') return { kind: 'daily' };
  const difficulty = initialDifficulty(params.get('difficulty'));
  const pointer = readPointer();
  return pointer?.difficulty === difficulty
    ? { kind: 'resumed', id: pointer.id }
    : { kind: 'random', difficulty };
}
