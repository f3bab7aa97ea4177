import { describe, expect, it } from 'vitest';
import { isCorrectGuess, matchingLetters } from './matching';

describe('matchingLetters', () => {
  it('counts shared letters whatever their position', () => {
    expect(matchingLetters('crane', 'crane')).toBe(5);
    expect(matchingLetters('nacre', 'crane')).toBe(5);
    expect(matchingLetters('stick', 'crane')).toBe(1);
    expect(matchingLetters('pilot', 'crane')).toBe(0);
  });

  it('matches each letter of the secret at most once when the guess repeats it', () => {
    // One E in CRANE: the three Es of EERIE count once, plus the R.
    expect(matchingLetters('eerie', 'crane')).toBe(2);
    expect(matchingLetters('geese', 'crane')).toBe(1);
    expect(matchingLetters('mamma', 'crane')).toBe(1);
  });

  it('is the size of the multiset intersection when both words repeat letters', () => {
    expect(matchingLetters('llama', 'alley')).toBe(3); // l, l, a
    expect(matchingLetters('alley', 'llama')).toBe(3);
    expect(matchingLetters('sassy', 'asses')).toBe(4); // s, s, s, a
  });

  it('ignores case', () => {
    expect(matchingLetters('CRANE', 'crane')).toBe(5);
    expect(isCorrectGuess('Crane', 'CRANE')).toBe(true);
    expect(isCorrectGuess('nacre', 'crane')).toBe(false);
  });
});
