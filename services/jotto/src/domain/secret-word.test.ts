import { describe, expect, it } from 'vitest';
import { JOTTO_MESSAGES, JottoGuessBody, JottoSecretWordBody } from '@hub/proto';
import { guessProblem, secretWordProblem } from './secret-word';
import { jottoWords } from './word-lists';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('secret word rules', () => {
  const words = jottoWords();
  const parse = (word: unknown) => JottoSecretWordBody.safeParse({ word });

  it('takes a 5-letter word with no letter twice, in any case, as lower case', () => {
    expect(parse(' Crane ').data?.word).toBe('crane');
    expect(secretWordProblem('crane', words)).toBeNull();
  });

  it('wants exactly 5 letters, letters only, none repeated', () => {
    expect(firstMessage(parse('cran'))).toBe(JOTTO_MESSAGES.secretLength);
    expect(firstMessage(parse('cranes'))).toBe(JOTTO_MESSAGES.secretLength);
    expect(firstMessage(parse(undefined))).toBe(JOTTO_MESSAGES.secretLength);
    expect(firstMessage(parse('cr4ne'))).toBe(JOTTO_MESSAGES.secretLetters);
    expect(firstMessage(parse('hello'))).toBe('Secret word cannot have repeated letters');
    expect(firstMessage(parse('ABBEY'))).toBe(JOTTO_MESSAGES.secretRepeats);
  });

  it('must be in the dictionary', () => {
    expect(secretWordProblem('qzxvb', words)).toBe("That's not a valid 5-letter word");
  });

  it('must be fit to show the opponent at the end, though it may still be guessed', () => {
    for (const word of ['prick', 'rapes', 'lynch']) {
      expect(words.isGuessable(word), word).toBe(true);
      expect(secretWordProblem(word, words), word).toBe(JOTTO_MESSAGES.secretNotShown);
      expect(guessProblem(word, [], words), word).toBeNull();
    }
  });
});

describe('guess rules', () => {
  const words = jottoWords();
  const parse = (guess: unknown) => JottoGuessBody.safeParse({ guess });

  it('wants exactly 5 letters, letters only', () => {
    expect(parse('GeEsE').data?.guess).toBe('geese');
    expect(firstMessage(parse('abc'))).toBe('Guess must be exactly 5 letters');
    expect(firstMessage(parse(12345))).toBe(JOTTO_MESSAGES.guessLength);
    expect(firstMessage(parse('ab-de'))).toBe(JOTTO_MESSAGES.guessLetters);
  });

  it('refuses a word already tried, then a word not in the dictionary', () => {
    expect(guessProblem('crane', ['crane'], words)).toBe("You've already tried that word");
    expect(guessProblem('qzxvb', [], words)).toBe(JOTTO_MESSAGES.notAWord);
    expect(guessProblem('geese', ['crane'], words)).toBeNull();
  });
});
