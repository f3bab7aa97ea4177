import type { DayCache, Knex } from '@hub/kit';
import type { Clock } from '../clock';
import type { Dictionary } from '../dictionary';
import type { Random } from '../domain/random';

/** What the rules of the service need around them: storage, time, words, chance, the relay. */
export interface WordreeContext {
  db: Knex;
  clock: Clock;
  dictionary: () => Dictionary;
  random: Random;
  /** Asks the outbox relay to publish now, after a transaction that enqueued an event commits. */
  wakeRelay(): void;
  /** This process's copy of each day's puzzle (the daily with its template). */
  days: DayCache;
}
