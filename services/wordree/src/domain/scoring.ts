import { wordScore } from '@hub/proto';

/** A chain scores the sum of its words (docs/rules.md#wordree-scoring), never a client's sum. */
export function chainScore(words: readonly { word: string }[]): number {
  return words.reduce((total, { word }) => total + wordScore(word), 0);
}

/**
 * The fastest plausible daily submission, in seconds from the first view: finding words on an
 * unknown grid and tracing each cell by cell takes a person several seconds a word, and a chain
 * worth ranking has several. Faster means the chain was worked out elsewhere (a throwaway
 * session, a solver) and only replayed here; such a score is kept but not ranked.
 */
export const WORDREE_MIN_SOLVE_SECONDS = 30;
