import { useCallback, useMemo, useState } from 'react';
import { cycleMark, lockedLetters, type Marks } from '../lib/tracker';

interface Stored {
  scope: string;
  marks: Marks;
}

function load(key: string, scope: string): Marks {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Stored | null;
    return stored?.scope === scope ? stored.marks : {};
  } catch {
    return {};
  }
}

/**
 * The tracker's marks for one puzzle or match (`scope`), kept across reloads. They reset when the
 * puzzle changes (docs/rules.md#jotto-on-screen), so a stored set for another scope is ignored.
 */
export function useLetterMarks(
  storageKey: string,
  scope: string,
  guesses: ReadonlyArray<{ guess: string; matchingLetters: number }>,
) {
  const [state, setState] = useState<Stored>(() => ({
    scope,
    marks: load(storageKey, scope),
  }));
  // A new scope starts from what is stored for it (nothing, for a new puzzle).
  const current = state.scope === scope ? state : { scope, marks: load(storageKey, scope) };
  if (current !== state) setState(current);

  const locked = useMemo(() => lockedLetters(guesses), [guesses]);
  const cycle = useCallback(
    (letter: string) => {
      setState((previous) => {
        const next = { scope, marks: cycleMark(previous.marks, locked, letter) };
        try {
          window.localStorage.setItem(storageKey, JSON.stringify(next));
        } catch {
          // Private browsing may refuse storage; the marks still work for this visit.
        }
        return next;
      });
    },
    [locked, scope, storageKey],
  );
  return { marks: current.marks, locked, cycle };
}
