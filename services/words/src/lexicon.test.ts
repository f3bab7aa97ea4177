import { describe, expect, it } from 'vitest';
import { lexicon } from './lexicon';
import { isDeniedWord } from './safety/word-safety';

describe('lexicon', () => {
  const words = lexicon();

  it('knows ordinary words in any case, and not made-up ones', () => {
    expect(words.isValid('crane')).toBe(true);
    expect(words.isValid('CRANE')).toBe(true);
    expect(words.isValid('xqzvt')).toBe(false);
  });

  it('keeps common words as a subset of valid ones', () => {
    expect(words.isCommon('house')).toBe(true);
    expect(words.isCommon('aalii')).toBe(false);
    expect(words.isValid('aalii')).toBe(true);
    for (const word of words.common) expect(words.valid.has(word)).toBe(true);
  });

  it('holds only lower-case words of 3+ letters, with no proper nouns or offensive words', () => {
    for (const word of words.valid) expect(word).toMatch(/^[a-z]{3,}$/);
    expect(words.isValid('texas')).toBe(false);
    expect(words.isValid('shit')).toBe(false);
  });

  it('holds no form of a denylisted slur, playable or common', () => {
    for (const word of ['faggots', 'niggers', 'retards', 'chinks', 'bitches', 'sluts']) {
      expect(words.isValid(word), word).toBe(false);
    }
    for (const word of words.valid) expect(isDeniedWord(word), word).toBe(false);
    // Everyday words that share letters with a short slur stay.
    for (const word of ['spice', 'spicy', 'tardy', 'raccoon']) {
      expect(words.isValid(word), word).toBe(true);
    }
  });

  it('is broad enough for word games', () => {
    expect(words.valid.size).toBeGreaterThan(80_000);
    expect(words.common.size).toBeGreaterThan(25_000);
  });
});
