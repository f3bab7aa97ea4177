import { describe, expect, it } from 'vitest';
import { PUZZLE_NUMBERS_MAX_DAYS } from '@hub/proto';
import {
  dayNumbersOf,
  difficultyNumbersOf,
  puzzleDayRange,
  puzzleNumbersOf,
  spreadOf,
  type PuzzleResult,
} from './puzzle-numbers';

const result = (facts: Partial<PuzzleResult>): PuzzleResult => ({
  day: '2026-12-01',
  mode: 'daily',
  won: true,
  score: 100,
  attempts: null,
  timeTaken: null,
  hintsUsed: null,
  ranked: true,
  ...facts,
});

describe('spreadOf', () => {
  it('gives the median and quartiles, linear between ranks', () => {
    expect(spreadOf([])).toBeNull();
    expect(spreadOf([7])).toEqual({ median: 7, low: 7, high: 7 });
    expect(spreadOf([40, 10, 30, 20])).toEqual({ median: 25, low: 17.5, high: 32.5 });
  });
});

describe('dayNumbersOf', () => {
  it('counts a Jotto day: daily and archive games, solves, guesses, time, the unranked share', () => {
    const numbers = dayNumbersOf('jotto', '2026-12-01', [
      result({ attempts: 8, timeTaken: 300 }),
      result({ attempts: 12, timeTaken: 500, ranked: false }),
      result({ won: false, attempts: 20, timeTaken: 900, score: 0 }),
      result({ mode: 'archive', attempts: 10, timeTaken: 400, ranked: null }),
    ]);
    expect(numbers).toEqual({
      day: '2026-12-01',
      difficulty: null,
      started: 0,
      finished: 4,
      daily: 3,
      archive: 1,
      solveRate: 0.75,
      // Over the three solves only: a lost game has no time or guesses to solve.
      seconds: { median: 400, low: 350, high: 450 },
      guesses: { median: 10, low: 9, high: 11 },
      score: { median: 100, low: 75, high: 100 },
      hinted: 0,
      hints: 0,
      unrankedShare: 0.333,
    });
  });

  it('counts hints, leaves guesses to Jotto, and has nothing to say of a day without games', () => {
    const bloom = dayNumbersOf('bloom', '2026-12-01', [
      result({ timeTaken: 120, hintsUsed: 2 }),
      result({ timeTaken: 200, hintsUsed: 0, ranked: null }),
    ]);
    expect(bloom).toMatchObject({ hinted: 1, hints: 2, guesses: null, unrankedShare: 0 });
    expect(dayNumbersOf('wordree', '2026-12-02', [])).toEqual({
      day: '2026-12-02',
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
    });
  });
});

describe('puzzleDayRange', () => {
  const today = '2026-12-03';
  it('ends today unless asked for earlier, and never goes past it', () => {
    expect(puzzleDayRange({}, today)).toEqual({ from: '2026-11-04', to: today });
    expect(puzzleDayRange({ to: '2026-12-25' }, today)).toEqual({ from: '2026-11-04', to: today });
    expect(puzzleDayRange({ from: '2026-11-20', to: '2026-11-22' }, today)).toEqual({
      from: '2026-11-20',
      to: '2026-11-22',
    });
  });

  it(`keeps to ${PUZZLE_NUMBERS_MAX_DAYS} days, and refuses a range that runs backwards`, () => {
    expect(puzzleDayRange({ from: '2020-01-01' }, today)).toEqual({
      from: '2026-09-03',
      to: today,
    });
    expect(puzzleDayRange({ from: '2026-12-05' }, today)).toBeNull();
  });
});

describe('puzzleNumbersOf', () => {
  it('lists every day of the range, newest first', () => {
    const days = puzzleNumbersOf(
      'wordree',
      { from: '2026-11-30', to: '2026-12-01' },
      [result({ day: '2026-11-30', score: 250 })],
      new Map([['2026-11-30', { players: 3, difficulty: 'hard' }]]),
    );
    expect(days.map((day) => [day.day, day.difficulty, day.started, day.finished])).toEqual([
      ['2026-12-01', null, 0, 0],
      ['2026-11-30', 'hard', 3, 1],
    ]);
  });
});

describe('difficultyNumbersOf', () => {
  it('sets each label against what players did on its days, the easiest by that first', () => {
    const range = { from: '2026-11-29', to: '2026-12-01' };
    const results = [
      result({ day: '2026-11-29', timeTaken: 100 }),
      result({ day: '2026-11-30', timeTaken: 600 }),
      result({ day: '2026-11-30', won: false, timeTaken: 900 }),
      result({ day: '2026-12-01', timeTaken: 200 }),
    ];
    const labels = new Map([
      ['2026-11-29', { players: 1, difficulty: 'Gentle' }],
      ['2026-11-30', { players: 2, difficulty: 'Fiendish' }],
      ['2026-12-01', { players: 1, difficulty: 'Gentle' }],
    ]);
    const days = puzzleNumbersOf('bloom', range, results, labels);
    expect(difficultyNumbersOf('bloom', days, results)).toEqual([
      {
        difficulty: 'Gentle',
        days: 2,
        finished: 2,
        solveRate: 1,
        seconds: { median: 150, low: 125, high: 175 },
        guesses: null,
        score: { median: 100, low: 100, high: 100 },
      },
      {
        difficulty: 'Fiendish',
        days: 1,
        finished: 2,
        solveRate: 0.5,
        seconds: { median: 600, low: 600, high: 600 },
        guesses: null,
        score: { median: 100, low: 100, high: 100 },
      },
    ]);
  });
});
