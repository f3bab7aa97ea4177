import type { Knex } from '@hub/kit';
import type { PuzzleStore } from './puzzle-store';

/** What the game's operations need from the running service. */
export interface PlayContext {
  db: Knex;
  puzzles: PuzzleStore;
  /** Asks the outbox relay to publish soon, after a transaction that enqueued an event. */
  wakeRelay(): void;
  now(): Date;
}

/** Who is playing, as the gateway vouched for it. */
export interface Player {
  playerId: string;
  userId?: string;
}
