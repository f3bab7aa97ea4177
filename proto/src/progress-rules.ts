// Streaks, histories and leaderboards, free of zod: the paths, limits and names server and web
// share. A game's page uses some of them before zod has loaded (progress.ts holds the schemas).
import type { GameType } from './games';

/** How every screen and message names each game (the hub's first screen among them). */
export const GAME_NAMES: Record<GameType, string> = {
  wordree: 'Wordree',
  jotto: 'Jotto',
  bloom: 'Bloom',
};

/**
 * Streak freezes (docs/rules.md#streak-freezes): one is earned each time a game's streak reaches a
 * multiple of this many days played, and a missed day uses one up instead of ending the streak.
 */
export const STREAK_FREEZE_EVERY_DAYS = 7;
/** The most freezes a player holds for one game at a time. */
export const MAX_STREAK_FREEZES = 2;

/** GET /api/user/stats/history: each game's results over time, for the profile's charts. */
export const STATS_HISTORY_PATH = '/api/user/stats/history';

/**
 * What each game's charts, bests and trends measure: Wordree the points of a chain; Jotto the
 * guesses a won game took; Bloom the seconds a solved garden took.
 */
export const HISTORY_MEASURES = { wordree: 'points', jotto: 'guesses', bloom: 'seconds' } as const;

/** The measures a history can be in (HISTORY_MEASURES gives each game's). */
export const HISTORY_MEASURE_NAMES = ['points', 'guesses', 'seconds'] as const;

/** Whether more of a measure is better (points) or less (guesses, seconds). */
export const HIGHER_IS_BETTER: Record<(typeof HISTORY_MEASURE_NAMES)[number], boolean> = {
  points: true,
  guesses: false,
  seconds: false,
};

/** How many days back the history's days go (a year: the heat map's 53 weeks). */
export const HISTORY_DAYS = 365;
/** The trend windows, in days: each is compared with as many days just before it. */
export const TREND_WINDOWS = [7, 30] as const;

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

/** How many players a global leaderboard lists; the asking player's own rank comes besides. */
export const LEADERBOARD_SIZE = 50;

/**
 * GET /api/leaderboards/jotto/vs-rating: Jotto VS players by Elo rating (services/leaderboard,
 * domain/vs-rating.ts), verified accounts only. VS results feed this rating, not points.
 */
export const VS_RATING_PATH = '/api/leaderboards/jotto/vs-rating';

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

/** What the distribution answers a player who has not finished today's daily (403). */
export const FINISH_FIRST = "Finish today's puzzle to see how everyone did.";
