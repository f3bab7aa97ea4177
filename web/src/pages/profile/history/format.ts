import { addDays, HIGHER_IS_BETTER, type GameDay, type HistoryMeasure } from '@hub/proto';

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
