import { z } from 'zod';
import { GameType } from './games';

const DayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const GameStat = z.object({
  gameType: GameType,
  gamesPlayed: z.number().int().nonnegative(),
  currentStreak: z.number().int().nonnegative(),
  longestStreak: z.number().int().nonnegative(),
});
export type GameStat = z.infer<typeof GameStat>;

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

/** The hub shows this total before the achievements have loaded. */
export const DEFAULT_ACHIEVEMENT_TOTAL = 12;

/**
 * The signed-in player's live progress (Server-Sent Events). `achievement` carries an
 * `Achievement` just unlocked; `progress` says stats changed. Each message's id is a cursor the
 * browser sends back as Last-Event-ID on reconnect, so nothing unlocked in between is missed.
 */
export const PROGRESS_STREAM_PATH = '/api/user/achievements/stream';
export const PROGRESS_STREAM_EVENTS = { achievement: 'achievement', progress: 'progress' } as const;

export const LEADERBOARD_PERIODS = ['today', 'week', 'all'] as const;
export const LeaderboardPeriod = z.enum(LEADERBOARD_PERIODS, {
  error: 'period must be today, week or all',
});
export type LeaderboardPeriod = z.infer<typeof LeaderboardPeriod>;

/** How many players a global leaderboard lists; the asking player's own rank comes besides. */
export const LEADERBOARD_SIZE = 50;

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

/**
 * GET /api/leaderboards/jotto/vs-rating: Jotto VS players by Elo rating (services/leaderboard,
 * domain/vs-rating.ts), verified accounts only. VS results feed this rating, not points.
 */
export const VS_RATING_PATH = '/api/leaderboards/jotto/vs-rating';

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

/** How a guest appears on a global leaderboard. */
export const GUEST_NAME = 'Guest';

/**
 * A signed-in player's name on public leaderboards: first name (else username, else 'Player')
 * and only the initial of the last name, since everyone can read these boards.
 */
export function leaderboardName(user: {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}): string {
  const present = (value: string | null) => value?.trim() || null;
  const first = present(user.firstName) ?? present(user.username) ?? 'Player';
  const last = present(user.lastName);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
