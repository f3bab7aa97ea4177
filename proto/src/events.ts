import { z } from 'zod';
import { GameType } from './games';

const DayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a YYYY-MM-DD day key');

/**
 * Every event carries a unique id: it is the JetStream de-duplication id and the consumers'
 * idempotency key. A request's event also names the request (its X-Request-Id), so the consumers'
 * log lines can be followed back to it (docs/architecture.md#events).
 */
const EventBase = z.object({ eventId: z.uuid(), requestId: z.string().max(128).optional() });

/** A player finished a game (docs/architecture.md#events); `day` is the Chicago day it is for. */
export const GameFinishedEvent = EventBase.extend({
  game: GameType,
  playerId: z.string().min(1),
  userId: z.string().min(1).optional(),
  day: DayKey,
  finishedAt: z.iso.datetime(),
  /**
   * 'daily', 'endless', 'vs', or 'archive': a past daily played again, which counts as a game
   * played but never for a streak or a leaderboard (docs/rules.md#the-archive).
   */
  mode: z.string().min(1),
  /** Archive play: the day of the puzzle played (`day` is the day it was played on). */
  puzzleDay: DayKey.optional(),
  won: z.boolean(),
  score: z.number().int().nonnegative(),
  attempts: z.number().int().nonnegative().optional(),
  timeTaken: z.number().int().nonnegative().optional(),
  hintsUsed: z.number().int().nonnegative().optional(),
  /**
   * False for a daily solved faster than its game's plausibility floor: it still counts as
   * played (stats, streaks, achievements) but adds no leaderboard points. Absent means ranked.
   */
  ranked: z.boolean().default(true),
  /** Jotto VS: the opponent's user id, so results count toward a pairwise rating, not points. */
  opponentId: z.string().min(1).optional(),
  /**
   * Jotto VS: the match, the same in both players' events, so the leaderboard rates each match
   * once whichever of the two it applies first.
   */
  matchId: z.uuid().optional(),
});
export type GameFinishedEvent = z.infer<typeof GameFinishedEvent>;

/** At most this many players' starts in one games.started event (a group of first views). */
export const MAX_STARTS_AN_EVENT = 500;

const PlayerStart = z.object({
  /** The session's player id: the user id when signed in, else the guest id. */
  playerId: z.string().min(1),
  startedAt: z.iso.datetime(),
});

/**
 * Players first served a day's daily puzzle (each one's clock starts then), for the admins'
 * numbers of who started a puzzle and who finished it: once per player and day, from the games'
 * daily views. One event carries the starts the game stored together, not one event each: at
 * midnight first views come in thousands a second, and an event apiece queued the day's finished
 * games behind them in the outbox for minutes.
 */
const GamesStarted = EventBase.extend({
  game: GameType,
  day: DayKey,
  /** The day's difficulty label, where the game has one (Wordree's puzzle, Bloom's weekday). */
  difficulty: z.string().min(1).optional(),
  starts: z.array(PlayerStart).min(1).max(MAX_STARTS_AN_EVENT),
});

/** One player's start, as releases before grouped starts published it: read as a group of one. */
const OnePlayerStarted = GamesStarted.omit({ starts: true })
  .extend(PlayerStart.shape)
  .transform(({ playerId, startedAt, ...event }) => ({
    ...event,
    starts: [{ playerId, startedAt }],
  }));

export const GameStartedEvent = z.union([GamesStarted, OnePlayerStarted]);
export type GameStartedEvent = z.infer<typeof GameStartedEvent>;

/** A guest signed in: progress kept under the guest id moves to the account. */
export const PlayerLinkedEvent = EventBase.extend({
  guestId: z.string().min(1),
  userId: z.string().min(1),
  linkedAt: z.iso.datetime(),
});
export type PlayerLinkedEvent = z.infer<typeof PlayerLinkedEvent>;

/**
 * A signed-in player's public name and whether their e-mail is verified, sent on every sign-in
 * and whenever either changes: global leaderboards list verified accounts only.
 */
export const PlayerProfileEvent = EventBase.extend({
  userId: z.string().min(1),
  displayName: z.string().min(1),
  /** Absent in events from before verification existed: those accounts are unverified. */
  verified: z.boolean().default(false),
  updatedAt: z.iso.datetime(),
});
export type PlayerProfileEvent = z.infer<typeof PlayerProfileEvent>;

export const AchievementUnlockedEvent = EventBase.extend({
  playerId: z.string().min(1),
  userId: z.string().min(1).optional(),
  code: z.string().min(1),
  unlockedAt: z.iso.datetime(),
});
export type AchievementUnlockedEvent = z.infer<typeof AchievementUnlockedEvent>;

/** Subjects, and the JetStream streams that hold them. */
export const subjects = {
  gameFinished: <Game extends GameType>(game: Game) => `games.finished.${game}` as const,
  allGamesFinished: 'games.finished.>',
  gameStarted: <Game extends GameType>(game: Game) => `games.started.${game}` as const,
  allGamesStarted: 'games.started.>',
  playerLinked: 'player.linked',
  playerProfile: 'player.profile',
  achievementUnlocked: 'achievements.unlocked',
} as const;

export const STREAMS = [
  { name: 'GAMES', subjects: ['games.>'] },
  { name: 'PLAYERS', subjects: ['player.>'] },
  { name: 'ACHIEVEMENTS', subjects: ['achievements.>'] },
  /** Events a consumer gave up on after its last delivery, kept for an operator to look at. */
  { name: 'DEAD_LETTERS', subjects: ['deadletter.>'] },
] as const;

/** The schema that validates the payload of each subject family. */
export function eventSchemaFor(subject: string): z.ZodType {
  if (subject.startsWith('games.finished.')) return GameFinishedEvent;
  if (subject.startsWith('games.started.')) return GameStartedEvent;
  if (subject === subjects.playerLinked) return PlayerLinkedEvent;
  if (subject === subjects.playerProfile) return PlayerProfileEvent;
  if (subject === subjects.achievementUnlocked) return AchievementUnlockedEvent;
  throw new Error(`No event schema for subject ${subject}`);
}
