import { JOTTO_MESSAGES } from '@hub/proto';
import { isDeniedSecret } from '@hub/words';
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

/**
 * A VS secret must be a word the opponent could guess, and one fit to show them at the end: no
 * crude or violent word (the words package's not-shown list), though they may still guess one.
 */
export function secretWordProblem(word: string, words: JottoWords): string | null {
  if (!words.isGuessable(word)) return JOTTO_MESSAGES.notAWord;
  return isDeniedSecret(word) ? JOTTO_MESSAGES.secretNotShown : null;
}
