import { addDays, MAX_STREAK_FREEZES, STREAK_FREEZE_EVERY_DAYS } from '@hub/proto';

/** A player's streak in one game, from the days they played it (America/Chicago day keys). */
export interface StreakRecord {
  /**
   * Days played in a row as of the day asked about, a frozen day bridging a missed one (it keeps
   * the streak but does not add to it); 0 once a missed day found no freeze.
   */
  streak: number;
  longestStreak: number;
  /** Freezes held on that day (docs/rules.md#streak-freezes). */
  freezesHeld: number;
  /** Every missed day a freeze was used on, oldest first. */
  frozenDays: string[];
  lastPlayedDay: string | null;
}

const NO_STREAK: StreakRecord = {
  streak: 0,
  longestStreak: 0,
  freezesHeld: 0,
  frozenDays: [],
  lastPlayedDay: null,
};

/**
 * The streak of a set of played days, in any order and with repeats, as of `today` (as of the
 * last day played when absent). Computed from the whole set rather than step by step because
 * events may arrive late or out of order, and a guest's days are unioned with an account's: the
 * same days always give the same answer, and a late game on a frozen day gives the freeze back.
 *
 * Walks day by day from the first day played: each time the streak reaches a multiple of
 * STREAK_FREEZE_EVERY_DAYS days played a freeze is earned (MAX_STREAK_FREEZES held at most);
 * a missed day while a streak is alive uses a freeze, or ends the streak when none is left.
 * Today not played yet is never a missed day: the player still has until midnight.
 */
export function streakRecordOf(days: Iterable<string>, today?: string): StreakRecord {
  const played = new Set(days);
  const sorted = [...played].sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first === undefined || last === undefined) return NO_STREAK;
  const yesterday = addDays(today ?? last, -1);
  const end = yesterday > last ? yesterday : last;

  let streak = 0;
  let longestStreak = 0;
  let freezesHeld = 0;
  const frozenDays: string[] = [];
  for (let day = first; day <= end; day = addDays(day, 1)) {
    if (played.has(day)) {
      streak += 1;
      longestStreak = Math.max(longestStreak, streak);
      if (streak % STREAK_FREEZE_EVERY_DAYS === 0) {
        freezesHeld = Math.min(MAX_STREAK_FREEZES, freezesHeld + 1);
      }
    } else if (streak > 0) {
      if (freezesHeld > 0) {
        freezesHeld -= 1;
        frozenDays.push(day);
      } else {
        streak = 0;
      }
    }
  }
  return { streak, longestStreak, freezesHeld, frozenDays, lastPlayedDay: last };
}
