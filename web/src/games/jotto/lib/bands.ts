import { JOTTO_WORD_LENGTH } from '@hub/proto';

export type MatchBand = 'green' | 'amber' | 'grey' | 'red';

/** 5 green, 3 to 4 amber, 1 to 2 grey, 0 red (docs/rules.md#jotto-on-screen). */
export function matchBand(matchingLetters: number): MatchBand {
  if (matchingLetters >= JOTTO_WORD_LENGTH) return 'green';
  if (matchingLetters >= 3) return 'amber';
  if (matchingLetters >= 1) return 'grey';
  return 'red';
}

/** How a match count reads aloud and in a tooltip. */
export function describeMatches(matchingLetters: number): string {
  return matchingLetters === 1 ? '1 letter matches' : `${matchingLetters} letters match`;
}
