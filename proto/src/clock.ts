/**
 * The puzzle day of the whole site: it rolls over at midnight America/Chicago, daylight saving
 * included. Server and web import these so a countdown and the server's notion of "today" agree.
 */
export const PUZZLE_TIME_ZONE = 'America/Chicago';

/** Puzzle #1's day: one numbering for the three games' dailies (docs/rules.md#puzzle-numbers). */
export const PUZZLE_EPOCH_DAY_KEY = '2025-01-01';

const DAY_MS = 86_400_000;

export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

/** One formatter per zone: making one costs far more than using it. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * What a zone's wall clock shows at an instant (a player's own zone, for their reminders). Throws
 * a RangeError for a zone the runtime does not know.
 */
export function wallClockIn(instant: Date, timeZone: string): WallClock {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

const MINUTE_MS = 60_000;
/**
 * Minutes already read: every request asks for today's day key and the next reset, often several
 * times, and formatting a date in a time zone is among the costliest things a daily read does.
 * Offsets change on whole hours, so one answer holds for a whole minute.
 */
const minutesRead = new Map<number, WallClock>();
const MINUTES_KEPT = 256;

function wallClock(instant: Date): WallClock {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  const known = minutesRead.get(minute);
  if (known) return known;
  const clock = wallClockIn(instant, PUZZLE_TIME_ZONE);
  if (Number.isFinite(minute)) {
    if (minutesRead.size >= MINUTES_KEPT) minutesRead.clear();
    minutesRead.set(minute, clock);
  }
  return clock;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The America/Chicago calendar date of an instant, as 'YYYY-MM-DD'. */
export function dayKey(now: Date = new Date()): string {
  const { year, month, day } = wallClock(now);
  return `${year}-${pad(month)}-${pad(day)}`;
}

function parseDayKey(key: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) throw new RangeError(`Not a day key: ${key}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The day key `days` calendar days after (or before, if negative) `key`. */
export function addDays(key: string, days: number): string {
  const [year, month, day] = parseDayKey(key);
  const shifted = new Date(Date.UTC(year, month - 1, day) + days * DAY_MS);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** Whole calendar days from day key `from` to day key `to`. */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parseDayKey(from);
  const [y2, m2, d2] = parseDayKey(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS);
}

/**
 * The instant at which the Chicago calendar day `key` begins. Chicago is UTC-6 in winter and
 * UTC-5 in summer, and its clocks change at 02:00, so midnight always exists exactly once.
 */
export function startOfDay(key: string): Date {
  const [year, month, day] = parseDayKey(key);
  for (const offsetHours of [5, 6]) {
    const candidate = new Date(Date.UTC(year, month - 1, day, offsetHours));
    const wall = wallClock(candidate);
    if (wall.day === day && wall.hour === 0 && wall.minute === 0) return candidate;
  }
  throw new RangeError(`No midnight found for ${key} in ${PUZZLE_TIME_ZONE}`);
}

/** When the next puzzle day starts: the coming midnight in America/Chicago. */
export function nextResetAt(now: Date = new Date()): Date {
  return startOfDay(addDays(dayKey(now), 1));
}

/**
 * A day's puzzle number, the same in every game, its pages, shares and challenges: 2025-01-01
 * (Chicago) is #1.
 */
export function puzzleNumber(day: string): number {
  return daysBetween(PUZZLE_EPOCH_DAY_KEY, day) + 1;
}
