/**
 * A letter is unmarked, in the word (green), maybe (amber) or not in it (red)
 * (docs/rules.md#jotto-on-screen).
 */
export type LetterMark = 'unmarked' | 'in' | 'maybe' | 'out';

export const TRACKER_ROWS = ['QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'] as const;

const NEXT: Record<LetterMark, LetterMark> = {
  unmarked: 'in',
  in: 'maybe',
  maybe: 'out',
  out: 'unmarked',
};

export const MARK_LABEL: Record<LetterMark, string> = {
  unmarked: 'unmarked',
  in: 'in the word',
  maybe: 'maybe in the word',
  out: 'not in the word',
};

export type Marks = Readonly<Record<string, LetterMark>>;

/** Letters of guesses that matched nothing: none of them is in the word. */
export function lockedLetters(guesses: ReadonlyArray<{ guess: string; matchingLetters: number }>) {
  const locked = new Set<string>();
  for (const { guess, matchingLetters } of guesses) {
    if (matchingLetters === 0) for (const letter of guess.toUpperCase()) locked.add(letter);
  }
  return locked;
}

export function markOf(marks: Marks, locked: ReadonlySet<string>, letter: string): LetterMark {
  return locked.has(letter) ? 'out' : (marks[letter] ?? 'unmarked');
}

/** A tap moves a letter to its next mark; a locked letter stays red. */
export function cycleMark(marks: Marks, locked: ReadonlySet<string>, letter: string): Marks {
  if (locked.has(letter)) return marks;
  return { ...marks, [letter]: NEXT[markOf(marks, locked, letter)] };
}
