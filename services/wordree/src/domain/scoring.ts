import { wordScore } from '@hub/proto';

/** A chain scores the sum of its words (DESIGN §6); the server never takes a client's sum. */
export function chainScore(words: readonly { word: string }[]): number {
  return words.reduce((total, { word }) => total + wordScore(word), 0);
}
