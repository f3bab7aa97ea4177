/**
 * Wordree's puzzle addresses, free of React and of zod: the app's entry sends the first request
 * (preload.ts), the page's queries (api.ts) the others.
 */
import type { WordreeDifficulty, WordreeMode } from '@hub/proto';

export const puzzlePaths = {
  daily: '/api/puzzle-templates/daily',
  /** A puzzle by id, as a shared link or the endless puzzle in play shows it. */
  view: (id: number, mode: WordreeMode) =>
    `/api/puzzle-templates/${id}?mode=${mode}&t=${Date.now()}`,
  /** A fresh random puzzle of a difficulty; never cached (docs/rules.md#wordree-on-screen). */
  random: (difficulty: WordreeDifficulty, exclude?: number) => {
    const query = new URLSearchParams({ difficulty, t: String(Date.now()) });
    if (exclude) query.set('exclude', String(exclude));
    return `/api/puzzle-templates/random?${query}`;
  },
};

/** Under which name an early request (preload.ts) waits for the query that shows its answer. */
export const earlyKeys = {
  daily: 'wordree:daily',
  view: (id: number, mode: WordreeMode) => `wordree:view:${id}:${mode}`,
  random: (difficulty: WordreeDifficulty) => `wordree:random:${difficulty}`,
};
