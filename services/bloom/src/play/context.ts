import type { Knex, PlayerCache } from '@hub/kit';
import type { PuzzleStore } from './puzzle-store';

/** What the game's operations need from the running service. */
export interface PlayContext {
  db: Knex;
  puzzles: PuzzleStore;
  /** This process's copy of each player's saved garden and score of a puzzle. */
  players: PlayerCache;
  /** Asks the outbox relay to publish soon, after a transaction that enqueued an event. */
  wakeRelay(): void;
  now(): Date;
}

/** Who is playing, as the gateway vouched for it. */
export interface Player {
  playerId: string;
  userId?: string;
  /** Made by the gateway for this very request: nothing of theirs is stored (Identity). */
  newPlayer?: true;
}
