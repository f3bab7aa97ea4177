import { describe, expect, it } from 'vitest';
import { chooseDailyWord, MIN_ANSWERS } from './daily-word';
import { jottoWords } from './word-lists';

describe('daily word', () => {
  const answers = jottoWords().answers;

  it('has enough answers for no word to return within a year on either side', () => {
    expect(answers.length).toBeGreaterThanOrEqual(MIN_ANSWERS);
  });

  it('draws any answer not used nearby, as the random source says', () => {
    const used = new Set(answers.slice(0, 700));
    const first = chooseDailyWord(answers, used, () => 0);
    const last = chooseDailyWord(answers, used, () => 0.999_999);
    expect(first).toBe(answers[700]);
    expect(last).toBe(answers.at(-1));
    for (let i = 0; i < 50; i++) {
      const word = chooseDailyWord(answers, used, Math.random);
      expect(used.has(word)).toBe(false);
      expect(answers).toContain(word);
    }
  });

  it('refuses a list too short to keep words a year apart, or with every word used', () => {
    expect(() =>
      chooseDailyWord(answers.slice(0, MIN_ANSWERS - 1), new Set(), Math.random),
    ).toThrow(/at least/);
    expect(() => chooseDailyWord(answers, new Set(answers), Math.random)).toThrow(/within a year/);
  });
});
