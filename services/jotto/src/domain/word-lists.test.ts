import { describe, expect, it } from 'vitest';
import { hasRepeatedLetters } from '@hub/proto';
import { MIN_ANSWERS } from './daily-word';
import { jottoWords } from './word-lists';

describe('Jotto word lists', () => {
  const words = jottoWords();

  it('has enough answers to keep each a year apart, all 5 letters with no letter twice', () => {
    expect(words.answers.length).toBeGreaterThan(MIN_ANSWERS);
    for (const answer of words.answers) {
      expect(answer).toMatch(/^[a-z]{5}$/);
      expect(hasRepeatedLetters(answer)).toBe(false);
    }
  });

  it('chooses familiar base words, not plurals or other forms of shorter words', () => {
    const answers = new Set(words.answers);
    for (const good of ['crane', 'house', 'light', 'thing', 'water', 'brown']) {
      expect(answers.has(good)).toBe(true);
    }
    for (const inflected of ['cards', 'boxes', 'cries', 'based', 'tried', 'using', 'dying']) {
      expect(answers.has(inflected)).toBe(false);
    }
    for (const unsuitable of [
      'abler',
      'octal',
      'fagot',
      'kinda',
      'slave',
      'chink',
      'bitch',
      'wrote',
      'women',
    ]) {
      expect(answers.has(unsuitable)).toBe(false);
    }
  });

  it('accepts any 5-letter dictionary word as a guess, repeated letters too', () => {
    expect(words.isGuessable('crane')).toBe(true);
    expect(words.isGuessable('geese')).toBe(true);
    expect(words.isGuessable('cards')).toBe(true);
    expect(words.isGuessable('xqzvt')).toBe(false);
    expect(words.isGuessable('cranes')).toBe(false);
    expect(words.isGuessable('texas')).toBe(false);
  });
});
