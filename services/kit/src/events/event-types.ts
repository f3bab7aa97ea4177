import type {
  AchievementUnlockedEvent,
  GameFinishedEvent,
  GameStartedEvent,
  GameType,
  PlayerLinkedEvent,
  PlayerProfileEvent,
  subjects,
} from '@hub/proto';

/** Every subject a service may enqueue an event on. */
export type EventSubject =
  | `games.finished.${GameType}`
  | `games.started.${GameType}`
  | typeof subjects.playerLinked
  | typeof subjects.playerProfile
  | typeof subjects.achievementUnlocked;

export type AnyEvent =
  | GameFinishedEvent
  | GameStartedEvent
  | PlayerLinkedEvent
  | PlayerProfileEvent
  | AchievementUnlockedEvent;

/**
 * The payload carried on a subject, or under a subscription filter such as `games.finished.>`:
 * the compiler then checks producers and consumers against the schema `eventSchemaFor` applies,
 * down to the game named by the subject.
 */
export type EventFor<S extends string> = S extends `games.finished.${infer Game}`
  ? Game extends GameType
    ? GameFinishedEvent & { game: Game }
    : GameFinishedEvent
  : S extends `games.started.${infer Game}`
    ? Game extends GameType
      ? GameStartedEvent & { game: Game }
      : GameStartedEvent
    : S extends typeof subjects.playerLinked
      ? PlayerLinkedEvent
      : S extends typeof subjects.playerProfile
        ? PlayerProfileEvent
        : S extends typeof subjects.achievementUnlocked
          ? AchievementUnlockedEvent
          : AnyEvent;
