import { JOTTO_MESSAGES } from '@hub/proto';
import type { JottoWords } from './word-lists';

/**
 * What the shape checks of the proto schemas cannot tell: whether the word is in the dictionary,
 * and whether this player tried it already. Words arrive lower-case and 5 letters long.
 */
export function guessProblem(
  guess: string,
  previousGuesses: readonly string[],
  words: JottoWords,
): string | null {
  if (previousGuesses.includes(guess)) return JOTTO_MESSAGES.alreadyGuessed;
  if (!words.isGuessable(guess)) return JOTTO_MESSAGES.notAWord;
  return null;
}

/** A VS secret must be a word the opponent could guess. */
export function secretWordProblem(word: string, words: JottoWords): string | null {
  return words.isGuessable(word) ? null : JOTTO_MESSAGES.notAWord;
}
