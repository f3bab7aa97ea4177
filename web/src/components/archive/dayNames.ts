/**
 * How the archive names a day key ('YYYY-MM-DD'). The key is already the puzzle's Chicago day:
 * it is read at noon UTC and written in UTC, so no time zone can move it to another date.
 */
const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);

function format(options: Intl.DateTimeFormatOptions): (day: string) => string {
  const formatter = new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' });
  return (day) => formatter.format(atNoon(day));
}

/** 'Tuesday, November 24, 2026': a page's heading line. */
export const fullDayName = format({
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
/** 'Nov 24, 2026': where a phone has little room. */
export const shortDayName = format({ month: 'short', day: 'numeric', year: 'numeric' });
/** 'Tuesday, November 24': a calendar cell's name, its month being on show. */
export const calendarDayName = format({ weekday: 'long', month: 'long', day: 'numeric' });
/** 'November 2026', of a month's first day. */
export const monthName = format({ month: 'long', year: 'numeric' });
