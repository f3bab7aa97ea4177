import { describe, expect, it } from 'vitest';
import type { PuzzleDayNumbers } from '@hub/proto';
import {
  chartSummary,
  formatFinished,
  formatHints,
  formatSeconds,
  formatShare,
  formatSpread,
  NONE,
} from './puzzle-numbers-format';

const day = (facts: Partial<PuzzleDayNumbers>): PuzzleDayNumbers => ({
  day: '2026-12-01',
  difficulty: null,
  started: 0,
  finished: 0,
  daily: 0,
  archive: 0,
  solveRate: null,
  seconds: null,
  guesses: null,
  score: null,
  hinted: 0,
  hints: 0,
  unrankedShare: null,
  ...facts,
});

describe('the puzzle numbers as the dashboard writes them', () => {
  it('writes a spread as its median and middle half, and a missing one as a dash', () => {
    expect(formatSpread({ median: 245, low: 190.5, high: 320 }, formatSeconds)).toBe(
      '4:05 (3:11–5:20)',
    );
    expect(formatSpread({ median: 9, low: 7.5, high: 12 })).toBe('9 (7.5–12)');
    expect(formatSpread(null)).toBe(NONE);
  });

  it('writes shares, finishes, hints and the chart sentence', () => {
    expect(formatShare(0.667)).toBe('67%');
    expect(formatShare(null)).toBe(NONE);
    expect(formatFinished(day({ daily: 12, archive: 3 }))).toBe('12 + 3');
    expect(formatFinished(day({ daily: 12 }))).toBe('12');
    expect(formatHints(day({ hinted: 1, hints: 1 }))).toBe('1 game, 1 hint');
    expect(formatHints(day({ hinted: 4, hints: 9 }))).toBe('4 games, 9 hints');
    expect(formatHints(day({}))).toBe(NONE);
    expect(chartSummary([day({ started: 5, daily: 3 }), day({ started: 2, daily: 2 })])).toBe(
      'Over 2 days, 7 players started the daily and 5 finished it on its day.',
    );
  });
});
