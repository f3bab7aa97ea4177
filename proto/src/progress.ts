import { z } from 'zod';
import { GameType } from './games';
import { HISTORY_MEASURE_NAMES, LEADERBOARD_PERIODS, MAX_STREAK_FREEZES } from './progress-rules';

// Schemas only: the constants and names server and web share without zod (the web's game pages
// paint and play before zod loads) are in progress-rules.ts.
export * from './progress-rules';

const DayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const GameStat = z.object({
  gameType: GameType,
  /** Every finished game, archive play included. */
  gamesPlayed: z.number().int().nonnegative(),
  /** As of today, frozen days bridging missed ones; 0 once it ended. */
  currentStreak: z.number().int().nonnegative(),
  longestStreak: z.number().int().nonnegative(),
  /** Freezes the player holds for this game now. */
  freezesHeld: z.number().int().min(0).max(MAX_STREAK_FREEZES),
  /** The days a freeze kept a streak of this game alive, oldest first. */
  frozenDays: DayKey.array(),
});
export type GameStat = z.infer<typeof GameStat>;

export const HistoryMeasure = z.enum(HISTORY_MEASURE_NAMES);
export type HistoryMeasure = z.infer<typeof HistoryMeasure>;

export const DistributionBucket = z.object({
  /** Inclusive bounds, in the game's measure; `to` is null for the open last bucket. */
  from: z.number().int().nonnegative(),
  to: z.number().int().nonnegative().nullable(),
  count: z.number().int().nonnegative(),
});
export type DistributionBucket = z.infer<typeof DistributionBucket>;

export const TrendWindow = z.object({
  /** The last `days` Chicago days, today included. */
  days: z.number().int().positive(),
  games: z.number().int().nonnegative(),
  /** The mean measure of the games that have one; null when none does. */
  average: z.number().nullable(),
  /** The same over the `days` days before. */
  previousGames: z.number().int().nonnegative(),
  previousAverage: z.number().nullable(),
});
export type TrendWindow = z.infer<typeof TrendWindow>;

export const GameDay = z.object({ day: DayKey, games: z.number().int().positive() });
export type GameDay = z.infer<typeof GameDay>;

export const GameHistory = z.object({
  gameType: GameType,
  measure: HistoryMeasure,
  /** Games that have a measure (Jotto and Bloom: won ones), all time, in fixed buckets. */
  distribution: DistributionBucket.array(),
  /** The personal best in the measure, all time: most points, fewest guesses, fastest seconds. */
  best: z.number().int().nonnegative().nullable(),
  /** Games finished each day (archive play included), days with none left out. */
  gamesByDay: GameDay.array(),
  /** The days played that count for streaks (archive play never does), oldest first. */
  playDays: DayKey.array(),
  trend: TrendWindow.array(),
});
export type GameHistory = z.infer<typeof GameHistory>;

export const StatsHistory = z.object({
  /** The days `gamesByDay` and `playDays` cover, inclusive: the last HISTORY_DAYS to today. */
  from: DayKey,
  to: DayKey,
  games: GameHistory.array(),
});
export type StatsHistory = z.infer<typeof StatsHistory>;

export const Achievement = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  iconUrl: z.string(),
  unlocked: z.boolean(),
  unlockedAt: z.iso.datetime().nullable(),
});
export type Achievement = z.infer<typeof Achievement>;

export const LeaderboardPeriod = z.enum(LEADERBOARD_PERIODS, {
  error: 'period must be today, week or all',
});
export type LeaderboardPeriod = z.infer<typeof LeaderboardPeriod>;

/** GET /api/leaderboards/{game}?period= */
export const LeaderboardParams = z.object({
  game: z.enum(GameType.options, { error: 'Unknown game: choose wordree, jotto or bloom' }),
});
export const LeaderboardQuery = z.object({ period: LeaderboardPeriod.default('today') });

export const LeaderboardEntry = z.object({
  /** Ties share a rank (1, 1, 3). */
  rank: z.number().int().positive(),
  displayName: z.string(),
  points: z.number().int().nonnegative(),
  isYou: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

export const Leaderboard = z.object({
  game: GameType,
  period: LeaderboardPeriod,
  /** The Chicago days counted, inclusive; `from` is null for all time. */
  from: DayKey.nullable(),
  to: DayKey,
  entries: LeaderboardEntry.array(),
  /** The asking player's own entry, even outside the top; null unless they are listed. */
  you: LeaderboardEntry.nullable(),
  /**
   * The asking player's points in the period when they are not listed: only accounts with a
   * verified e-mail are ranked. Null for a listed player, or one without points.
   */
  notListed: z
    .object({ points: z.number().int(), reason: z.enum(['guest', 'unverified']) })
    .nullable(),
});
export type Leaderboard = z.infer<typeof Leaderboard>;

export const VsRatingEntry = z.object({
  /** Ties (on the rounded rating) share a rank. */
  rank: z.number().int().positive(),
  displayName: z.string(),
  rating: z.number().int(),
  /** Rated matches played. */
  matches: z.number().int().nonnegative(),
  isYou: z.boolean(),
});
export type VsRatingEntry = z.infer<typeof VsRatingEntry>;

export const VsRatingBoard = z.object({
  entries: VsRatingEntry.array(),
  /**
   * The asking player's own entry, even outside the top; null until they have a rated match
   * (only matches between two verified accounts are rated).
   */
  you: VsRatingEntry.nullable(),
});
export type VsRatingBoard = z.infer<typeof VsRatingBoard>;

/**
 * GET /api/leaderboards/:game/today: how everyone who finished today's daily did, in the game's
 * measure (HISTORY_MEASURES), for the completion dialog. Answered only to a player who has
 * finished it, so it never helps one who has not.
 */
export const TodayDistribution = z.object({
  game: GameType,
  day: DayKey,
  measure: HistoryMeasure,
  /** Today's finishers with a measure (Jotto and Bloom: solved), the asking player included. */
  players: z.number().int().positive(),
  distribution: DistributionBucket.array(),
  you: z.object({
    /** The asking player's own measure today. */
    value: z.number().int().nonnegative(),
    /** Their bucket's index in `distribution`. */
    bucket: z.number().int().nonnegative(),
    /** The share of the other finishers they did better than, in whole per cent. */
    betterThan: z.number().int().min(0).max(100),
  }),
});
export type TodayDistribution = z.infer<typeof TodayDistribution>;
