import type { GameFinishedEvent } from '@hub/proto';

/**
 * The 12 achievements (docs/rules.md#achievements); the migration seeds their names and icons
 * under these codes.
 */
export const ACHIEVEMENT_CODES = [
  'first_wordree',
  'first_jotto',
  'first_bloom',
  'wordree_250',
  'wordree_500',
  'wordree_1000',
  'jotto_daily_five_guesses',
  'bloom_no_hints',
  'bloom_under_two_minutes',
  'jotto_vs_win',
  'streak_3',
  'streak_7',
] as const;
export type AchievementCode = (typeof ACHIEVEMENT_CODES)[number];

export interface AchievementFacts {
  /** The finished game being applied; absent when a guest's progress merges into an account. */
  event?: GameFinishedEvent;
  /**
   * The longest streak (freezes included), after this event or merge, in the game concerned;
   * absent for archive play, which never counts for streaks.
   */
  longestStreak?: number;
}

const BLOOM_QUICK_SECONDS = 120;
const JOTTO_FEW_GUESSES = 5;

/**
 * What each achievement reads. Facts a game leaves out (attempts, timeTaken, hintsUsed) never
 * count as met: a game that does not report hints cannot grant 'no hints'.
 */
const RULES: Record<AchievementCode, (facts: AchievementFacts) => boolean> = {
  first_wordree: ({ event }) => event?.game === 'wordree',
  first_jotto: ({ event }) => event?.game === 'jotto',
  first_bloom: ({ event }) => event?.game === 'bloom',
  wordree_250: ({ event }) => event?.game === 'wordree' && event.score >= 250,
  wordree_500: ({ event }) => event?.game === 'wordree' && event.score >= 500,
  wordree_1000: ({ event }) => event?.game === 'wordree' && event.score >= 1000,
  jotto_daily_five_guesses: ({ event }) =>
    event?.game === 'jotto' &&
    event.mode === 'daily' &&
    event.won &&
    event.attempts !== undefined &&
    event.attempts <= JOTTO_FEW_GUESSES,
  bloom_no_hints: ({ event }) => event?.game === 'bloom' && event.won && event.hintsUsed === 0,
  bloom_under_two_minutes: ({ event }) =>
    event?.game === 'bloom' &&
    event.won &&
    event.timeTaken !== undefined &&
    event.timeTaken < BLOOM_QUICK_SECONDS,
  jotto_vs_win: ({ event }) => event?.game === 'jotto' && event.mode === 'vs' && event.won,
  streak_3: ({ longestStreak = 0 }) => longestStreak >= 3,
  streak_7: ({ longestStreak = 0 }) => longestStreak >= 7,
};

/** Every achievement whose condition these facts meet (already unlocked ones included). */
export function achievementsMet(facts: AchievementFacts): AchievementCode[] {
  return ACHIEVEMENT_CODES.filter((code) => RULES[code](facts));
}
