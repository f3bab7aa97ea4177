import { describe, expect, it } from 'vitest';
import { checkGuess, checkSecretWord, normalizeTyping } from './guessCheck';

describe('checkGuess', () => {
  it('names each problem with its toast title and text', () => {
    expect(checkGuess('CRAN', [])).toEqual({
      title: 'Invalid Length',
      description: 'Guess must be exactly 5 letters',
    });
    expect(checkGuess('CR4NE', [])).toEqual({
      title: 'Invalid Characters',
      description: 'Guess must contain only letters',
    });
    expect(checkGuess('CRANE', ['STICK', 'CRANE'])).toEqual({
      title: 'Already Guessed',
      description: "You've already tried that word",
    });
    expect(checkGuess('CRANE', ['STICK'])).toBeNull();
  });
});

describe('checkSecretWord', () => {
  it("is an 'Invalid Word' with the rule broken", () => {
    expect(checkSecretWord('HELLO')).toEqual({
      title: 'Invalid Word',
      description: 'Secret word cannot have repeated letters',
    });
    expect(checkSecretWord('ABC')?.description).toBe('Secret word must be exactly 5 letters');
    expect(checkSecretWord('CRANE')).toBeNull();
  });
});

describe('normalizeTyping', () => {
  it('upper-cases and keeps at most 5 letters, and nothing but letters', () => {
    expect(normalizeTyping('cranes')).toBe('CRANE');
    expect(normalizeTyping('c r4a-né!s')).toBe('CRANS');
  });
});
