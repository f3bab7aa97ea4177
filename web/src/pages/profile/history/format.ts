import {
  addDays,
  HIGHER_IS_BETTER,
  type DistributionBucket,
  type GameDay,
  type HistoryMeasure,
} from '@hub/proto';

/** How each game's measure is named on the profile. */
export const MEASURE_TEXT: Record<
  HistoryMeasure,
  { distribution: string; best: string; average: string }
> = {
  points: { distribution: 'Chain scores', best: 'Best score', average: 'Average score' },
  guesses: { distribution: 'Guesses to solve', best: 'Fewest guesses', average: 'Average guesses' },
  seconds: { distribution: 'Solve times', best: 'Fastest solve', average: 'Average time' },
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Times read m:ss, as Bloom's clock shows them. */
export function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A value of a measure as the figure shows it: 310, 7.5, 1:35. */
export function formatMeasure(measure: HistoryMeasure, value: number): string {
  if (measure === 'seconds') return formatSeconds(value);
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** A value of a measure as a sentence says it: 310 points, 1 guess, 1:35. */
export function describeMeasure(measure: HistoryMeasure, value: number): string {
  const figure = formatMeasure(measure, value);
  if (measure === 'points') return `${figure} ${value === 1 ? 'point' : 'points'}`;
  if (measure === 'guesses') return `${figure} ${value === 1 ? 'guess' : 'guesses'}`;
  return figure;
}

/** A distribution bucket's label: 6, 13–14, 21+; under 1 min, 1–2 min, 20+ min; 100–199. */
export function bucketLabel(measure: HistoryMeasure, { from, to }: DistributionBucket): string {
  if (measure === 'seconds') {
    const minutes = (seconds: number) => seconds / 60;
    if (to === null) return `${minutes(from)}+ min`;
    if (from === 0) return `under ${minutes(to + 1)} min`;
    return `${minutes(from)}–${minutes(to + 1)} min`;
  }
  if (to === null) return `${from}+`;
  return from === to ? String(from) : `${from}–${to}`;
}

export type Change = 'better' | 'worse' | 'same';

/** Whether a window's average improved on the one before (fewer guesses, more points...). */
export function changeOf(
  measure: HistoryMeasure,
  average: number | null,
  previous: number | null,
): Change | null {
  if (average === null || previous === null) return null;
  if (average === previous) return 'same';
  return average > previous === HIGHER_IS_BETTER[measure] ? 'better' : 'worse';
}

export const gamesText = (games: number) => plural(games, 'game', 'games');
export const daysText = (days: number) => plural(days, 'day', 'days');

const utcDate = (day: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
};

/** 0 for Sunday to 6 for Saturday: a day key names a calendar date, whatever the time zone. */
export function weekdayOf(day: string): number {
  return utcDate(day).getUTCDay();
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortMonthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** Tuesday, March 10. */
export const formatDay = (day: string) => dayFormat.format(utcDate(day));
/** March 2026. */
export const formatMonth = (day: string) => monthFormat.format(utcDate(day));
/** Mar. */
export const formatShortMonth = (day: string) => shortMonthFormat.format(utcDate(day));

/**
 * The last `weeks` calendar weeks, Sunday first, the last one holding `today`; days after today
 * are null.
 */
export function calendarWeeks(today: string, weeks: number): Array<Array<string | null>> {
  const firstSunday = addDays(today, -weekdayOf(today) - 7 * (weeks - 1));
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const day = addDays(firstSunday, week * 7 + weekday);
      return day > today ? null : day;
    }),
  );
}

export interface MonthSummary {
  /** The month's first day in the span. */
  first: string;
  daysPlayed: number;
  games: number;
}

/** Days played and games of each month from `from` to `to`, oldest first, empty months too. */
export function monthsOf(gamesByDay: readonly GameDay[], from: string, to: string): MonthSummary[] {
  const months: MonthSummary[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (months.length === 0 || day.endsWith('-01')) {
      months.push({ first: day, daysPlayed: 0, games: 0 });
    }
  }
  for (const { day, games } of gamesByDay) {
    const month = months.findLast((candidate) => candidate.first <= day);
    if (!month || day > to) continue;
    month.daysPlayed += 1;
    month.games += games;
  }
  return months;
}
