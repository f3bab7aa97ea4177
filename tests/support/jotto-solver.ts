import { jottoWords, matchingLetters } from '@hub/jotto/domain';

export interface JottoClue {
  isCorrect: boolean;
  matchingLetters: number;
}

/** The guess whose worst clue leaves the fewest words, among the first `sample` candidates. */
function bestGuess(candidates: readonly string[], sample = 100): string {
  let best = candidates[0]!;
  let bestWorst = Infinity;
  for (const guess of candidates.slice(0, sample)) {
    const groups = new Map<number, number>();
    for (const word of candidates) {
      const clue = matchingLetters(guess, word);
      groups.set(clue, (groups.get(clue) ?? 0) + 1);
    }
    const worst = Math.max(...groups.values());
    if (worst < bestWorst) [best, bestWorst] = [guess, worst];
  }
  return best;
}

/**
 * Plays a Jotto game from its clues alone, as a player would: each guess is a word that could
 * still be the secret, and only the words that would have given the same clue remain. `guess`
 * sends one guess and returns the server's answer. Resolves with the word and how many guesses.
 */
export async function solveJotto(
  guess: (word: string) => Promise<JottoClue>,
  maxGuesses = 25,
): Promise<{ word: string; guesses: number }> {
  let candidates: readonly string[] = jottoWords().answers;
  for (let guesses = 1; guesses <= maxGuesses; guesses++) {
    const word = bestGuess(candidates);
    const clue = await guess(word);
    if (clue.isCorrect) return { word, guesses };
    candidates = candidates.filter(
      (other) => other !== word && matchingLetters(word, other) === clue.matchingLetters,
    );
    if (!candidates.length) throw new Error(`no answer fits the clues (last guess ${word})`);
  }
  throw new Error(`not solved in ${maxGuesses} guesses`);
}
