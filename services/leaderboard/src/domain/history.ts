import {
  addDays,
  GAME_TYPES,
  HIGHER_IS_BETTER,
  HISTORY_DAYS,
  HISTORY_MEASURES,
  TREND_WINDOWS,
  type DistributionBucket,
  type GameDay,
  type GameFinishedEvent,
  type GameType,
  type HistoryMeasure,
  type StatsHistory,
  type TrendWindow,
} from '@hub/proto';

/**
 * Archive play: a past daily played on a later day. It counts as a game played and in the
 * history, never for streaks, points or streak achievements (docs/rules.md#the-archive).
 */
export const ARCHIVE_MODE = 'archive';

export function isArchivePlay(event: Pick<GameFinishedEvent, 'mode'>): boolean {
  return event.mode === ARCHIVE_MODE;
}

/**
 * The value a finished game adds to its game's charts (HISTORY_MEASURES), or null when it has
 * none: Wordree the chain's points; Jotto the guesses of a won game; Bloom the seconds of a
 * solved garden. A fact the game did not report never counts.
 */
export function measureOf(
  event: Pick<GameFinishedEvent, 'game' | 'won' | 'score' | 'attempts' | 'timeTaken'>,
): number | null {
  switch (event.game) {
    case 'wordree':
      return event.score;
    case 'jotto':
      return event.won && event.attempts !== undefined && event.attempts > 0
        ? event.attempts
        : null;
    case 'bloom':
      return event.won && event.timeTaken !== undefined ? event.timeTaken : null;
  }
}

/**
 * Where each bucket of a distribution starts; the last is open-ended. Chosen so that a typical
 * game falls in the middle: Jotto solves take about 8 to 15 guesses (5 or fewer is the Sharp Mind
 * achievement), Bloom gardens 1 to 10 minutes, Wordree daily targets 120 to 380 points.
 */
export const BUCKET_STARTS: Record<HistoryMeasure, readonly number[]> = {
  guesses: [1, 6, 7, 8, 9, 10, 11, 12, 13, 15, 18, 21],
  seconds: [0, 60, 120, 180, 300, 600, 1200],
  points: [0, 100, 200, 300, 400, 500, 750, 1000],
};

/** How many games had each value of the measure. */
export interface MeasureCount {
  value: number;
  count: number;
}

/** Whether `value` falls in the bucket (its bounds inclusive, `to` null for the open last one). */
export const inBucket = (value: number, { from, to }: Pick<DistributionBucket, 'from' | 'to'>) =>
  value >= from && (to === null || value <= to);

/** How many games `counts` hold in all. */
export const gamesIn = (counts: readonly MeasureCount[]) =>
  counts.reduce((sum, { count }) => sum + count, 0);

export function distributionOf(
  measure: HistoryMeasure,
  counts: readonly MeasureCount[],
): DistributionBucket[] {
  const starts = BUCKET_STARTS[measure];
  return starts.map((from, index) => {
    const next = starts[index + 1];
    const to = next === undefined ? null : next - 1;
    return {
      from,
      to,
      count: gamesIn(counts.filter(({ value }) => inBucket(value, { from, to }))),
    };
  });
}

/** The personal best: the most points, the fewest guesses, the fewest seconds. */
export function bestOf(measure: HistoryMeasure, counts: readonly MeasureCount[]): number | null {
  const values = counts.filter(({ count }) => count > 0).map(({ value }) => value);
  if (values.length === 0) return null;
  return HIGHER_IS_BETTER[measure] ? Math.max(...values) : Math.min(...values);
}

/** One game's results on one Chicago day. */
export interface DayTotals {
  day: string;
  games: number;
  /** The games that have a measure, and its sum over them. */
  measured: number;
  measureSum: number;
}

const averageOf = (measured: number, sum: number) =>
  measured > 0 ? Math.round((sum / measured) * 100) / 100 : null;

/** The games and mean measure of each window (the last N days, today included) and the N before. */
export function trendOf(days: readonly DayTotals[], today: string): TrendWindow[] {
  const sumOver = (from: string, to: string) => {
    const inside = days.filter(({ day }) => day >= from && day <= to);
    const measured = inside.reduce((sum, totals) => sum + totals.measured, 0);
    const measureSum = inside.reduce((sum, totals) => sum + totals.measureSum, 0);
    return {
      games: inside.reduce((sum, totals) => sum + totals.games, 0),
      average: averageOf(measured, measureSum),
    };
  };
  return TREND_WINDOWS.map((length) => {
    const from = addDays(today, -(length - 1));
    const current = sumOver(from, today);
    const previous = sumOver(addDays(from, -length), addDays(from, -1));
    return {
      days: length,
      games: current.games,
      average: current.average,
      previousGames: previous.games,
      previousAverage: previous.average,
    };
  });
}

/** The first day the history's days cover: HISTORY_DAYS days up to today. */
export function historyFrom(today: string): string {
  return addDays(today, -(HISTORY_DAYS - 1));
}

/** The days with games in the history's span, oldest first. */
export function gamesByDayOf(days: readonly DayTotals[], today: string): GameDay[] {
  const from = historyFrom(today);
  return days
    .filter(({ day, games }) => games > 0 && day >= from && day <= today)
    .map(({ day, games }) => ({ day, games }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * What the history's reads give: each game's totals per day of the last year, every measure's
 * counts, and the days of the last year that count for streaks.
 */
export interface HistoryRows {
  days: ReadonlyArray<DayTotals & { game: GameType }>;
  counts: ReadonlyArray<MeasureCount & { game: GameType }>;
  playDays: ReadonlyArray<{ game: GameType; day: string }>;
}

/** Every game's history as of `today`, in the site's game order. */
export function statsHistoryView(
  { days, counts, playDays }: HistoryRows,
  today: string,
): StatsHistory {
  const from = historyFrom(today);
  return {
    from,
    to: today,
    games: GAME_TYPES.map((game) => {
      const measure = HISTORY_MEASURES[game];
      const ofGame = counts.filter((row) => row.game === game);
      const daysOfGame = days.filter((row) => row.game === game);
      return {
        gameType: game,
        measure,
        distribution: distributionOf(measure, ofGame),
        best: bestOf(measure, ofGame),
        gamesByDay: gamesByDayOf(daysOfGame, today),
        playDays: playDays
          .filter((row) => row.game === game && row.day >= from && row.day <= today)
          .map((row) => row.day)
          .sort(),
        trend: trendOf(daysOfGame, today),
      };
    }),
  };
}
