import { describe, expect, it } from 'vitest';
import editorial from './editorial/editorial.json';
import { lexicon } from './lexicon';
import { isDeniedWord } from './safety/word-safety';
import { stemsOf } from './inflection';
import { offensiveWords, scowlWords } from './sources';

describe('lexicon', () => {
  const words = lexicon();
  const removed = new Set(Object.values(editorial.removed).flat());
  /** A stem the site refuses outright leaves its forms to stand on their own. */
  const offensive = offensiveWords();
  const refused = (word: string) => removed.has(word) || offensive.has(word) || isDeniedWord(word);

  it('knows ordinary words in any case, and not made-up ones', () => {
    expect(words.isValid('crane')).toBe(true);
    expect(words.isValid('CRANE')).toBe(true);
    expect(words.isValid('xqzvt')).toBe(false);
  });

  it('keeps common words as a subset of valid ones', () => {
    expect(words.isCommon('house')).toBe(true);
    for (const word of words.common) expect(words.valid.has(word)).toBe(true);
  });

  it('holds only lower-case words of 3+ letters, with no proper nouns or offensive words', () => {
    for (const word of words.valid) expect(word).toMatch(/^[a-z]{3,}$/);
    expect(words.isValid('texas')).toBe(false);
    expect(words.isValid('shit')).toBe(false);
  });

  it('holds no form of a denylisted slur, playable, common or as a guess', () => {
    for (const word of ['faggots', 'niggers', 'retards', 'chinks', 'bitches', 'sluts']) {
      expect(words.isValid(word), word).toBe(false);
      expect(words.isRecognised(word), word).toBe(false);
    }
    for (const word of words.valid) expect(isDeniedWord(word), word).toBe(false);
    // Everyday words that share letters with a short slur stay.
    for (const word of ['spice', 'spicy', 'tardy', 'raccoon']) {
      expect(words.isRecognised(word), word).toBe(true);
    }
  });

  it('accepts everyday words, new ones included', () => {
    for (const word of ['app', 'apps', 'vlog', 'wifi', 'emoji', 'selfie', 'blog', 'online']) {
      expect(words.isValid(word), word).toBe(true);
    }
    for (const word of ['house', 'tunes', 'tuned', 'running', 'glyph', 'fjord', 'hmm']) {
      expect(words.isValid(word), word).toBe(true);
    }
  });

  it('refuses abbreviations, fragments and dialect', () => {
    for (const word of [
      'ain',
      'ait',
      'nae',
      'xis',
      'ens',
      'nth',
      'ssh',
      'mph',
      'eceses',
      'aalii',
    ]) {
      expect(words.isValid(word), word).toBe(false);
    }
  });

  it('applies the editorial list: every addition playable, every removal refused', () => {
    for (const word of Object.values(editorial.added).flat()) {
      expect(words.isValid(word), word).toBe(true);
    }
    for (const word of Object.values(editorial.removed).flat()) {
      expect(words.isValid(word), word).toBe(false);
      expect(words.isRecognised(word), word).toBe(false);
    }
  });

  it('never accepts a form without the word it is a form of', () => {
    const english = scowlWords(70);
    const orphans = [...words.valid].filter((word) => {
      const stems = stemsOf(word).filter((stem) => stem.length >= 3 && english.has(stem));
      return stems.length > 0 && !stems.some((stem) => words.isValid(stem) || refused(stem));
    });
    expect(orphans).toEqual([]);
  });

  it('recognises rare words as guesses without making them playable', () => {
    expect(words.isRecognised('aalii')).toBe(true);
    expect(words.isValid('aalii')).toBe(false);
    expect(words.isRecognised('xqzvt')).toBe(false);
  });
});
