import type { DayCache, Knex, PlayerCache } from '@hub/kit';
import type { JottoWords } from './domain/word-lists';

/** What the daily and VS rules need from the outside world. */
export interface JottoContext {
  db: Knex;
  words: JottoWords;
  /** Asks the outbox relay to publish soon, after a transaction that enqueued events. */
  wakeRelay(): void;
  now(): Date;
  /** This process's copy of each day's puzzle. */
  days: DayCache;
  /** This process's copy of each player's game and guesses of a day. */
  players: PlayerCache;
}
