import { describe, expect, it } from 'vitest';
import type { DailyResult } from '@hub/proto';
import { resultText, todayStatusText } from './todayStatus';

const result = (fields: Partial<DailyResult>): DailyResult => ({
  score: 0,
  timeTaken: null,
  attempts: null,
  hintsUsed: null,
  words: null,
  ...fields,
});

describe("the hub's line for today", () => {
  it('says what is left to do before the end', () => {
    expect(todayStatusText('jotto', { day: '2026-11-28', status: 'new', result: null })).toBe(
      'Not started today',
    );
    expect(todayStatusText('bloom', { day: '2026-11-28', status: 'started', result: null })).toBe(
      'In progress',
    );
  });

  it("tells each game's result in its own terms", () => {
    expect(resultText('jotto', result({ attempts: 4, timeTaken: 133, score: 960 }))).toBe(
      '4 guesses · 2:13 · 960 points',
    );
    expect(resultText('jotto', result({ attempts: 1, timeTaken: 9, score: 1000 }))).toBe(
      '1 guess · 0:09 · 1,000 points',
    );
    expect(resultText('bloom', result({ timeTaken: 61, hintsUsed: 1, score: 779 }))).toBe(
      '1:01 · 1 hint · 779 points',
    );
    expect(resultText('wordree', result({ words: 9, timeTaken: 302, score: 1412 }))).toBe(
      '9 words · 5:02 · 1,412 points',
    );
    expect(
      todayStatusText('bloom', {
        day: '2026-11-28',
        status: 'finished',
        result: result({ timeTaken: 0, hintsUsed: 0, score: 1000 }),
      }),
    ).toBe('Done today: 0:00 · 0 hints · 1,000 points');
  });
});
