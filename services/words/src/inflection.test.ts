import { describe, expect, it } from 'vitest';
import { isInflection, stemsOf } from './inflection';

describe('inflections', () => {
  const known = new Set(['card', 'box', 'cry', 'base', 'use', 'die', 'the', 'act', 'stop', 'run']);
  const isKnown = (word: string) => known.has(word);

  it('finds the word a regular form comes from', () => {
    for (const form of ['cards', 'boxes', 'cries', 'based', 'acted', 'using', 'dying']) {
      expect(isInflection(form, isKnown), form).toBe(true);
    }
    expect(stemsOf('stopped')).toContain('stop');
    expect(stemsOf('running')).toContain('run');
  });

  it('leaves base words alone', () => {
    for (const word of ['thing', 'chaos', 'card', 'bed']) {
      expect(isInflection(word, isKnown), word).toBe(false);
    }
  });
});
