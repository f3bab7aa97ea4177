import { sharesCell } from '@hub/proto';
import type { WordreeCell, PlayedWord } from '@hub/proto';
import type { FoundWord } from './solver';

export interface Hint {
  word: string;
  path: WordreeCell[];
}

/**
 * A word the player can play next: not in the chain yet and traceable through a cell of the
 * last word. Common words first (a hint should be a word people know), and among them the
 * shortest, so a hint nudges rather than hands over the grid's best word.
 */
export function findHint(found: readonly FoundWord[], chain: readonly PlayedWord[]): Hint | null {
  const used = new Set(chain.map((played) => played.word));
  const last = chain.at(-1);
  const candidates = found
    .filter((entry) => !used.has(entry.word))
    .sort(
      (a, b) =>
        Number(b.common) - Number(a.common) ||
        a.word.length - b.word.length ||
        (a.word < b.word ? -1 : 1),
    );
  for (const entry of candidates) {
    const path = last
      ? entry.paths.find((option) => sharesCell(option, last.path))
      : entry.paths[0];
    if (path) return { word: entry.word, path };
  }
  return null;
}
