/** A calendar month as its days' keys ('YYYY-MM-DD'), in weeks from Sunday; null pads a week. */
export type MonthWeeks = Array<Array<string | null>>;

const pad = (value: number) => String(value).padStart(2, '0');

/** The month ('YYYY-MM') a day key is in. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month `offset` months after (or before, if negative) `month`. */
export function addMonths(month: string, offset: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, index - 1 + offset, 1));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}`;
}

/** The weeks of a month ('YYYY-MM'), Sunday first, as a wall calendar shows them. */
export function monthWeeks(month: string): MonthWeeks {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, index - 1, 1));
  const length = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const cells: Array<string | null> = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= length; day += 1) cells.push(`${month}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
