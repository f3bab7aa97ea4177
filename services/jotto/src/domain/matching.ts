/**
 * Jotto's clue: how many letters the guess shares with the secret, position ignored, each letter
 * of the secret matched at most once (the size of the multiset intersection,
 * docs/rules.md#jotto-matching). Against CRANE, EERIE scores 2 (one E and the R), not 4.
 */
export function matchingLetters(guess: string, secret: string): number {
  const unmatched = new Map<string, number>();
  for (const letter of secret.toLowerCase()) {
    unmatched.set(letter, (unmatched.get(letter) ?? 0) + 1);
  }
  let matches = 0;
  for (const letter of guess.toLowerCase()) {
    const left = unmatched.get(letter) ?? 0;
    if (left > 0) {
      unmatched.set(letter, left - 1);
      matches++;
    }
  }
  return matches;
}

export function isCorrectGuess(guess: string, secret: string): boolean {
  return guess.toLowerCase() === secret.toLowerCase();
}
