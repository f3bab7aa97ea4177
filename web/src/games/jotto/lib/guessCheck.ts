import { JOTTO_MESSAGES, JottoGuessWord, JottoSecretWord } from '@hub/proto';

export interface InputProblem {
  /** The toast title (docs/rules.md#jotto-on-screen). */
  title: string;
  description: string;
}

const GUESS_TITLES: Record<string, string> = {
  [JOTTO_MESSAGES.guessLength]: 'Invalid Length',
  [JOTTO_MESSAGES.guessLetters]: 'Invalid Characters',
};

/** The checks a guess can fail before it is sent, with the same rules the server applies. */
export function checkGuess(input: string, previous: readonly string[]): InputProblem | null {
  const parsed = JottoGuessWord.safeParse(input);
  if (!parsed.success) {
    const description = parsed.error.issues[0]?.message ?? JOTTO_MESSAGES.guessLength;
    return { title: GUESS_TITLES[description] ?? 'Invalid Guess', description };
  }
  if (previous.some((guess) => guess.toLowerCase() === parsed.data)) {
    return { title: 'Already Guessed', description: JOTTO_MESSAGES.alreadyGuessed };
  }
  return null;
}

/** Secret words have one toast title whatever is wrong with them. */
export function checkSecretWord(input: string): InputProblem | null {
  const parsed = JottoSecretWord.safeParse(input);
  if (parsed.success) return null;
  return {
    title: 'Invalid Word',
    description: parsed.error.issues[0]?.message ?? JOTTO_MESSAGES.secretLength,
  };
}

/** What a guess box takes while typing: upper-cased, at most 5 (docs/rules.md#jotto-on-screen). */
export function normalizeTyping(value: string): string {
  // Letters only: a digit or a space typed (or pasted) is dropped, never shown to be refused.
  return value
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 5);
}
