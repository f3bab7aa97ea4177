/**
 * A letter is unmarked, in the word (green), maybe (amber) or not in it (red)
 * (docs/rules.md#jotto-on-screen).
 */
export type LetterMark = 'unmarked' | 'in' | 'maybe' | 'out';

/**
 * The tracker's letters in alphabetical order, not a keyboard's: it holds notes and types nothing,
 * and a keyboard's rows made players tap out their guess on it.
 */
export const TRACKER_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

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
