/** max(50, 1000 − ⌊seconds / 3⌋ − 100 × hints) (docs/rules.md#bloom-scoring-and-hints). */
export function bloomScore(seconds: number, hints: number): number {
  return Math.max(50, 1000 - Math.floor(seconds / 3) - 100 * hints);
}

/**
 * The fastest plausible solve, in seconds from the first view: reading five to eight starters and
 * placing the other ~20 flowers one click each takes a fast human longer than this, so a faster
 * one was solved elsewhere (a throwaway session, a solver) and is not ranked.
 */
export const BLOOM_MIN_SOLVE_SECONDS = 20;
