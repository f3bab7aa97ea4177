import { describe, expect, it } from 'vitest';
import { addDays } from '@hub/proto';
import { dailyOrder, dailyWord, MIN_ANSWERS, puzzleNumber } from './daily-word';
import { jottoWords } from './word-lists';

describe('daily word', () => {
  const order = dailyOrder(jottoWords().answers);

  it('numbers puzzles from 2025-01-01 (#1)', () => {
    expect(puzzleNumber('2025-01-01')).toBe(1);
    expect(puzzleNumber('2026-01-01')).toBe(366);
  });

  it('is the same word for the same day, on every server', () => {
    expect(dailyWord('2026-03-08', order)).toBe(dailyWord('2026-03-08', order));
    expect(dailyWord('2026-03-08', dailyOrder(jottoWords().answers))).toBe(
      dailyWord('2026-03-08', order),
    );
  });

  it('never repeats a word within any 366 consecutive days over a decade', () => {
    const words = Array.from({ length: 3_653 }, (_, offset) =>
      dailyWord(addDays('2025-01-01', offset), order),
    );
    for (let start = 0; start + 366 <= words.length; start += 1) {
      const window = words.slice(start, start + 366);
      if (new Set(window).size !== 366) {
        throw new Error(`A word repeats within the year starting ${addDays('2025-01-01', start)}`);
      }
    }
  });

  it('also works for days before the epoch', () => {
    expect(order).toContain(dailyWord('2024-12-31', order));
    expect(dailyWord('2024-12-31', order)).not.toBe(dailyWord('2025-01-01', order));
  });

  it('only picks answers, in an order that is not alphabetical', () => {
    const answers = new Set(jottoWords().answers);
    for (let offset = 0; offset < 30; offset++) {
      expect(answers.has(dailyWord(addDays('2026-01-01', offset), order))).toBe(true);
    }
    expect(order).not.toEqual([...order].sort());
  });

  it('refuses a list too short to last a year', () => {
    expect(() => dailyWord('2026-01-01', order.slice(0, MIN_ANSWERS - 1))).toThrow(/at least/);
  });
});
