import {
  addDays,
  GAME_NAMES,
  GAME_TYPES,
  nextResetAt,
  REMINDER_TIME_PATTERN,
  wallClockIn,
  type GameType,
  type ReminderPush,
} from '@hub/proto';
import type { GamePlay } from './game-stats';
import { streakRecordOf } from './streaks';

/**
 * Streak reminders (docs/rules.md#streak-reminders): when a player's reminder is due, the instant
 * the next one will be, and what it is about. Pure: the sweep (reminders/) sends them.
 */

/** A player's reminder: a time of day on their own clock, and the local day it last went out. */
export interface ReminderSchedule {
  /** 'HH:MM', 24-hour. */
  localTime: string;
  /** An IANA zone, as the browser reported it ('Europe/Paris'). */
  timeZone: string;
  lastSentLocalDay: string | null;
}

/** Minutes after local midnight of an 'HH:MM' time; null for anything else. */
export function minutesOf(localTime: string): number | null {
  const match = REMINDER_TIME_PATTERN.exec(localTime);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Whether the runtime knows a time zone by this name. A name is kept as the browser gave it:
 * the runtime's own canonical names are ICU's older ones ('Asia/Calcutta' for 'Asia/Kolkata').
 * Asked through wallClockIn, whose formatter for the zone every later reading of it reuses: the
 * sweep asks of each reminder several times.
 */
export function isTimeZone(name: string): boolean {
  try {
    wallClockIn(new Date(0), name);
    return true;
  } catch {
    return false;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local day ('YYYY-MM-DD') and minute of the day of an instant, on a zone's clock. */
export function localClock(now: Date, timeZone: string): { day: string; minutes: number } {
  const clock = wallClockIn(now, timeZone);
  return {
    day: `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`,
    minutes: clock.hour * 60 + clock.minute,
  };
}

/**
 * A reminder chosen (or moved to another time or zone) at `now`: the first goes out the next time
 * the player's clock reaches its time, at once only within the minute chosen, never for a time
 * already past today, and never twice on one local day.
 */
export function scheduleFrom(
  choice: { localTime: string; timeZone: string },
  lastSentLocalDay: string | null,
  now: Date,
): ReminderSchedule {
  const clock = localClock(now, choice.timeZone);
  const passedToday = (minutesOf(choice.localTime) ?? 0) < clock.minutes;
  const sentSince = lastSentLocalDay !== null && lastSentLocalDay >= clock.day;
  return { ...choice, lastSentLocalDay: passedToday && !sentSince ? clock.day : lastSentLocalDay };
}

/**
 * The local day a reminder is due for at `now`, or null. It is due once the zone's clock has
 * reached its time that day, once a local day: a time the clock skips (spring forward) goes out
 * at the first minute after it, and a time the clock passes twice (fall back) goes out once.
 * A job that was down catches up the same day, never a day late.
 */
export function reminderDueDay(schedule: ReminderSchedule, now: Date): string | null {
  const at = minutesOf(schedule.localTime);
  if (at === null || !isTimeZone(schedule.timeZone)) return null;
  const clock = localClock(now, schedule.timeZone);
  if (clock.minutes < at) return null;
  if (schedule.lastSentLocalDay !== null && schedule.lastSentLocalDay >= clock.day) return null;
  return clock.day;
}

const MINUTE_MS = 60_000;
/** Far enough either side of a day for its zone's offset before and after any change of it. */
const OFFSET_SEARCH_MS = 18 * 3_600_000;

/** Where (day, minutes) of a zone's clock stands against another: <0 before, 0 at, >0 after. */
function compareClock(clock: { day: string; minutes: number }, day: string, minutes: number) {
  return clock.day === day ? clock.minutes - minutes : clock.day < day ? -1 : 1;
}

/** The zone's offset from UTC at an instant, in milliseconds (whole minutes). */
function offsetAt(instant: number, timeZone: string): number {
  const clock = wallClockIn(new Date(instant), timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  return asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/**
 * The first instant a zone's clock shows `minutes` of `day` or later: the instant it shows that
 * time (the first of two when the clock falls back), or where it jumps past it (spring forward).
 */
function firstInstantAt(day: string, minutes: number, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, date, 0, minutes);
  // Whatever the offset is at that wall time, it is the one in force a day before or after it
  // (zones change theirs a few times a year at most).
  const candidates = [
    asUtc - offsetAt(asUtc - OFFSET_SEARCH_MS, timeZone),
    asUtc - offsetAt(asUtc + OFFSET_SEARCH_MS, timeZone),
  ].sort((a, b) => a - b);
  const shown = candidates.find(
    (instant) => compareClock(localClock(new Date(instant), timeZone), day, minutes) === 0,
  );
  if (shown !== undefined) return shown;
  // Skipped by a spring forward: the clock jumps past the time somewhere between the two.
  let [before, after] = candidates as [number, number];
  while (after - before > MINUTE_MS) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS;
    if (compareClock(localClock(new Date(middle), timeZone), day, minutes) >= 0) after = middle;
    else before = middle;
  }
  return after;
}

/**
 * The instant the schedule's next reminder is due: `now` when one is due already, else the first
 * instant reminderDueDay will say so (today's time still to come, or the next day's). Null for a
 * schedule that can never be due. What the sweep looks rows up by; reminderDueDay still decides.
 */
export function nextReminderAt(schedule: ReminderSchedule, now: Date): Date | null {
  const at = minutesOf(schedule.localTime);
  if (at === null || !isTimeZone(schedule.timeZone)) return null;
  if (reminderDueDay(schedule, now) !== null) return now;
  const clock = localClock(now, schedule.timeZone);
  let day = clock.minutes < at ? clock.day : addDays(clock.day, 1);
  // Sent already for that day (or a later one, as another zone counted it).
  if (schedule.lastSentLocalDay !== null && schedule.lastSentLocalDay >= day) {
    day = addDays(schedule.lastSentLocalDay, 1);
  }
  return new Date(firstInstantAt(day, at, schedule.timeZone));
}

/**
 * The games a reminder is about: those with a streak alive today (Chicago) that the player has
 * not played yet today. None: the day's games are done, or there is no streak to keep, and no
 * reminder goes out.
 */
export function gamesAtRisk(plays: readonly GamePlay[], today: string): GameType[] {
  return GAME_TYPES.filter((game) => {
    const days = plays.find((play) => play.game === game)?.playDays ?? [];
    return !days.includes(today) && streakRecordOf(days, today).streak > 0;
  });
}

/** A game a reminder is about, with the streak the player would lose. */
export interface StreakAtRisk {
  game: GameType;
  streak: number;
}

/** The games at risk with their streaks, in the hub's order. */
export function streaksAtRisk(plays: readonly GamePlay[], today: string): StreakAtRisk[] {
  return gamesAtRisk(plays, today).map((game) => ({
    game,
    streak: streakRecordOf(plays.find((play) => play.game === game)?.playDays ?? [], today).streak,
  }));
}

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/** "A, B and C". */
function listed(items: string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * What a reminder says: the streaks at risk and when, on the player's own clock, the puzzles'
 * day ends (midnight in Chicago, docs/rules.md#daily-puzzles).
 */
export function reminderMessage(
  risks: readonly StreakAtRisk[],
  now: Date,
  timeZone: string,
): ReminderPush {
  const [only] = risks;
  const ends = nextResetAt(now);
  const endClock = localClock(ends, timeZone);
  const endTime = `${pad(Math.floor(endClock.minutes / 60))}:${pad(endClock.minutes % 60)}`;
  const tomorrow = endClock.day > localClock(now, timeZone).day ? ' tomorrow' : '';
  const deadline = `Today's puzzles close at ${endTime}${tomorrow}, your time.`;
  if (risks.length === 1 && only) {
    const name = GAME_NAMES[only.game];
    return {
      title: `Keep your ${only.streak}-day ${name} streak`,
      body: `Today's ${name} is still to play. ${deadline}`,
      url: `/game/${only.game}`,
      games: [only.game],
    };
  }
  return {
    title: 'Keep your streaks going',
    body: `${listed(risks.map((risk) => `${GAME_NAMES[risk.game]} (${days(risk.streak)})`))} are still to play today. ${deadline}`,
    url: '/',
    games: risks.map((risk) => risk.game),
  };
}
