import { GAME_TYPES, wallClockIn, type GameType } from '@hub/proto';
import type { GamePlay } from './game-stats';
import { streakRecordOf } from './streaks';

/**
 * Streak reminders (issue 36 point 2, its first piece): when a player's reminder is due, and what
 * it is about. Pure: the job that sends them, the subscriptions and Web Push come with it later.
 */

/** A player's reminder: a time of day on their own clock, and the local day it last went out. */
export interface ReminderSchedule {
  /** 'HH:MM', 24-hour. */
  localTime: string;
  /** An IANA zone, as the browser reported it ('Europe/Paris'). */
  timeZone: string;
  lastSentLocalDay: string | null;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after local midnight of an 'HH:MM' time; null for anything else. */
export function minutesOf(localTime: string): number | null {
  const match = TIME.exec(localTime);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Whether the runtime knows a time zone by this name. */
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
