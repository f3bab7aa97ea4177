import { daysBetween } from '@hub/proto';

/** What is kept per player and game about the days they played (America/Chicago day keys). */
export interface StreakRecord {
  /** Consecutive days played, ending at `lastPlayedDay`. */
  streak: number;
  longestStreak: number;
  lastPlayedDay: string | null;
}

/**
 * The streaks of a set of played days, in any order and with repeats. Computed from the whole set
 * rather than step by step because events may arrive late or out of order, and a guest's days are
 * unioned with an account's.
 */
export function streakRecordOf(days: Iterable<string>): StreakRecord {
  const sorted = [...new Set(days)].sort();
  let streak = 0;
  let longestStreak = 0;
  let lastPlayedDay: string | null = null;
  for (const day of sorted) {
    streak = lastPlayedDay !== null && daysBetween(lastPlayedDay, day) === 1 ? streak + 1 : 1;
    longestStreak = Math.max(longestStreak, streak);
    lastPlayedDay = day;
  }
  return { streak, longestStreak, lastPlayedDay };
}

/** The streak to show on `today`: still alive only if the player played today or yesterday. */
export function currentStreak(record: StreakRecord, today: string): number {
  if (record.lastPlayedDay === null) return 0;
  return daysBetween(record.lastPlayedDay, today) <= 1 ? record.streak : 0;
}
