import { describe, expect, it } from 'vitest';
import { StatsHistory, type GameFinishedEvent } from '@hub/proto';
import {
  bestOf,
  distributionOf,
  gamesByDayOf,
  historyFrom,
  isArchivePlay,
  measureOf,
  statsHistoryView,
  trendOf,
  type DayTotals,
} from './history';

const game = (facts: Partial<GameFinishedEvent> & Pick<GameFinishedEvent, 'game'>) =>
  measureOf({ won: true, score: 0, ...facts });

describe('measureOf', () => {
  it('measures Wordree by points, won or not', () => {
    expect(game({ game: 'wordree', score: 310 })).toBe(310);
    expect(game({ game: 'wordree', score: 40, won: false })).toBe(40);
  });

  it('measures Jotto by the guesses of a won game only', () => {
    expect(game({ game: 'jotto', attempts: 7 })).toBe(7);
    expect(game({ game: 'jotto', attempts: 12, won: false })).toBeNull();
    expect(game({ game: 'jotto' })).toBeNull();
    expect(game({ game: 'jotto', attempts: 0 })).toBeNull();
  });

  it('measures Bloom by the seconds of a solved garden only', () => {
    expect(game({ game: 'bloom', timeTaken: 95 })).toBe(95);
    expect(game({ game: 'bloom', timeTaken: 0 })).toBe(0);
    expect(game({ game: 'bloom', timeTaken: 95, won: false })).toBeNull();
    expect(game({ game: 'bloom' })).toBeNull();
  });
});

describe('isArchivePlay', () => {
  it('is the archive mode only', () => {
    expect(isArchivePlay({ mode: 'archive' })).toBe(true);
    for (const mode of ['daily', 'endless', 'vs']) expect(isArchivePlay({ mode })).toBe(false);
  });
});

describe('distributionOf', () => {
  it('puts each value in its bucket, bounds inclusive, the last one open', () => {
    const buckets = distributionOf('guesses', [
      { value: 1, count: 1 },
      { value: 5, count: 2 },
      { value: 6, count: 3 },
      { value: 14, count: 1 },
      { value: 20, count: 1 },
      { value: 21, count: 1 },
      { value: 60, count: 2 },
    ]);
    expect(buckets[0]).toEqual({ from: 1, to: 5, count: 3 });
    expect(buckets[1]).toEqual({ from: 6, to: 6, count: 3 });
    expect(buckets.find((bucket) => bucket.from === 13)).toEqual({ from: 13, to: 14, count: 1 });
    expect(buckets.find((bucket) => bucket.from === 18)).toEqual({ from: 18, to: 20, count: 1 });
    expect(buckets.at(-1)).toEqual({ from: 21, to: null, count: 3 });
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(11);
  });

  it('answers every bucket, empty ones included, with nothing played', () => {
    const seconds = distributionOf('seconds', []);
    expect(seconds.map((bucket) => [bucket.from, bucket.to])).toEqual([
      [0, 59],
      [60, 119],
      [120, 179],
      [180, 299],
      [300, 599],
      [600, 1199],
      [1200, null],
    ]);
    expect(seconds.every((bucket) => bucket.count === 0)).toBe(true);
  });

  it('buckets Wordree points by hundreds, then wider', () => {
    const points = distributionOf('points', [
      { value: 0, count: 1 },
      { value: 99, count: 1 },
      { value: 100, count: 1 },
      { value: 749, count: 1 },
      { value: 1500, count: 1 },
    ]);
    expect(points.filter((bucket) => bucket.count > 0)).toEqual([
      { from: 0, to: 99, count: 2 },
      { from: 100, to: 199, count: 1 },
      { from: 500, to: 749, count: 1 },
      { from: 1000, to: null, count: 1 },
    ]);
  });
});

describe('bestOf', () => {
  const counts = [
    { value: 9, count: 2 },
    { value: 4, count: 1 },
    { value: 12, count: 5 },
  ];

  it('is the most points, the fewest guesses, the fewest seconds', () => {
    expect(bestOf('points', counts)).toBe(12);
    expect(bestOf('guesses', counts)).toBe(4);
    expect(bestOf('seconds', counts)).toBe(4);
  });

  it('is null with nothing measured', () => {
    expect(bestOf('guesses', [])).toBeNull();
  });
});

describe('trendOf', () => {
  const today = '2026-03-10';
  const day = (day: string, games: number, measured: number, measureSum: number): DayTotals => ({
    day,
    games,
    measured,
    measureSum,
  });

  it('compares the last 7 and 30 days, today included, with the as many days before', () => {
    const days = [
      day('2026-03-10', 2, 2, 20), // today
      day('2026-03-04', 1, 1, 14), // the 7th day back: in the last 7
      day('2026-03-03', 3, 2, 10), // the 8th: in the 7 before
      day('2026-02-25', 1, 0, 0), // the 14th: still the 7 before
      day('2026-02-24', 5, 5, 50), // the 15th: out of both weeks, in the last 30
      day('2026-02-09', 1, 1, 7), // the 30th: in the last 30
      day('2026-02-08', 4, 4, 8), // the 31st: the 30 before
      day('2026-01-10', 9, 9, 9), // the 60th: the 30 before
      day('2026-01-09', 9, 9, 9), // the 61st: in neither
    ];
    expect(trendOf(days, today)).toEqual([
      { days: 7, games: 3, average: 11.33, previousGames: 4, previousAverage: 5 },
      { days: 30, games: 13, average: 9.18, previousGames: 13, previousAverage: 1.31 },
    ]);
  });

  it('has no average for a window without measured games', () => {
    const [week] = trendOf([day('2026-03-09', 2, 0, 0)], today);
    expect(week).toEqual({
      days: 7,
      games: 2,
      average: null,
      previousGames: 0,
      previousAverage: null,
    });
  });
});

describe('gamesByDayOf and historyFrom', () => {
  it('covers 365 days to today, oldest first, days without games left out', () => {
    expect(historyFrom('2026-12-31')).toBe('2026-01-01');
    expect(historyFrom('2024-03-01')).toBe('2023-03-03'); // 2024-02-29 is one of the 365
    const days = gamesByDayOf(
      [
        { day: '2026-12-31', games: 2, measured: 0, measureSum: 0 },
        { day: '2026-01-01', games: 1, measured: 0, measureSum: 0 },
        { day: '2025-12-31', games: 4, measured: 0, measureSum: 0 },
        { day: '2026-06-01', games: 0, measured: 0, measureSum: 0 },
      ],
      '2026-12-31',
    );
    expect(days).toEqual([
      { day: '2026-01-01', games: 1 },
      { day: '2026-12-31', games: 2 },
    ]);
  });
});

describe('statsHistoryView', () => {
  it('answers each game in order, with its measure, from the two reads', () => {
    const view = statsHistoryView(
      {
        days: [
          { game: 'jotto', day: '2026-03-10', games: 2, measured: 1, measureSum: 8 },
          { game: 'bloom', day: '2026-03-09', games: 1, measured: 1, measureSum: 95 },
        ],
        counts: [
          { game: 'jotto', value: 8, count: 1 },
          { game: 'jotto', value: 11, count: 3 },
          { game: 'bloom', value: 95, count: 1 },
        ],
        playDays: [
          { game: 'jotto', day: '2026-03-10' },
          { game: 'jotto', day: '2025-03-11' },
          { game: 'jotto', day: '2025-03-10' }, // a day before the span
          { game: 'jotto', day: '2026-03-09' },
          { game: 'bloom', day: '2026-03-09' },
        ],
      },
      '2026-03-10',
    );
    expect(StatsHistory.strict().parse(view)).toEqual(view);
    expect(view).toMatchObject({ from: '2025-03-11', to: '2026-03-10' });
    const [wordree, jotto, bloom] = view.games;
    expect(wordree).toMatchObject({ gameType: 'wordree', measure: 'points', best: null });
    expect(wordree!.gamesByDay).toEqual([]);
    expect(jotto).toMatchObject({ gameType: 'jotto', measure: 'guesses', best: 8 });
    expect(jotto!.distribution.filter((bucket) => bucket.count > 0)).toEqual([
      { from: 8, to: 8, count: 1 },
      { from: 11, to: 11, count: 3 },
    ]);
    expect(jotto!.gamesByDay).toEqual([{ day: '2026-03-10', games: 2 }]);
    expect(jotto!.playDays).toEqual(['2025-03-11', '2026-03-09', '2026-03-10']);
    expect(bloom!.playDays).toEqual(['2026-03-09']);
    expect(wordree!.playDays).toEqual([]);
    expect(jotto!.trend[0]).toMatchObject({ days: 7, games: 2, average: 8 });
    expect(bloom).toMatchObject({ gameType: 'bloom', measure: 'seconds', best: 95 });
    expect(bloom!.distribution[1]).toEqual({ from: 60, to: 119, count: 1 });
  });
});
