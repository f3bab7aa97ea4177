import { describe, expect, it } from 'vitest';
import { cycleMark, lockedLetters, markOf, type Marks } from './tracker';

describe('letter tracker', () => {
  const none = new Set<string>();

  it('cycles unmarked → green → amber → red → unmarked', () => {
    let marks: Marks = {};
    const seen = [markOf(marks, none, 'A')];
    for (let tap = 0; tap < 4; tap++) {
      marks = cycleMark(marks, none, 'A');
      seen.push(markOf(marks, none, 'A'));
    }
    expect(seen).toEqual(['unmarked', 'in', 'maybe', 'out', 'unmarked']);
  });

  it('locks every letter of a zero-match guess as red', () => {
    const locked = lockedLetters([
      { guess: 'PILOT', matchingLetters: 0 },
      { guess: 'crane', matchingLetters: 2 },
    ]);
    expect([...locked].sort()).toEqual(['I', 'L', 'O', 'P', 'T']);
    expect(markOf({ P: 'in' }, locked, 'P')).toBe('out');
    expect(cycleMark({}, locked, 'P')).toEqual({});
    expect(markOf({}, locked, 'C')).toBe('unmarked');
  });
});
