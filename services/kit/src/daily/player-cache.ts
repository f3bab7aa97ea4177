import type { Knex } from 'knex';
import type { Migration } from '../db';
import { ChangeFeed, EVERY_KEY, notifyOnRowChange } from '../db/change-feed';
import { NotifiedCache } from '../db/notified-cache';
import type { Identity } from '../http/identity';
import type { Logger } from '../logger';

/**
 * Players whose part of a day one process keeps at once: each copy is a few hundred bytes, and a
 * replica sees its share of a day's players, the most recent first.
 */
const MAX_PLAYERS = 50_000;

const keyOf = (scope: string | number, playerId: string) => `${scope}|${playerId}`;

/**
 * This process's copy of each player's part of a day's puzzle (Jotto's game and guesses, Bloom's
 * saved garden and score): what every read of the daily answers besides the puzzle itself, asked
 * again on every visit while, for most players most of the day, nothing has changed.
 *
 * A NotifiedCache: the tables that part is read from have a row-level trigger
 * (`playerChangesMigration`) that names the player and day of each row a change touches, and
 * every replica drops that copy as the change commits. A copy is only ever its own player's.
 */
export class PlayerCache {
  private readonly cache: NotifiedCache<unknown>;

  /** `channel`: what the tables' triggers notify. Nothing connects before the first `get`. */
  constructor(db: Knex, channel: string, logger: Logger) {
    this.cache = new NotifiedCache(ChangeFeed.on(db, channel, logger), {
      capacity: MAX_PLAYERS,
      keyOfChange: (payload) => (payload === EVERY_KEY ? undefined : payload),
    });
  }

  /**
   * The player's part of the day `scope` names (a day, or a puzzle's id): the copy, or `load`'s
   * answer; for a player the gateway made for this very request (`Identity.newPlayer`), `none`,
   * without asking the database: nothing of theirs can be stored yet. That matters at midnight,
   * when most reads are first visits. A service keeps one kind of thing per player and day here.
   */
  get<T>(
    scope: string | number,
    player: Pick<Identity, 'playerId' | 'newPlayer'>,
    load: () => Promise<T>,
    none: T,
  ): Promise<T> {
    const loadOrNone = player.newPlayer ? () => Promise.resolve(none) : load;
    return this.cache.get(keyOf(scope, player.playerId), loadOrNone) as Promise<T>;
  }

  /** Drops the copy now: for the process that just changed it, not to wait for the NOTIFY. */
  forget(scope: string | number, playerId: string): void {
    this.cache.forget(keyOf(scope, playerId));
  }

  stop(): Promise<void> {
    return this.cache.stop();
  }
}

/** The channel a service's player tables notify, and its PlayerCache listens on. */
export const playerChannelOf = (service: string) => `${service}_players`;

/**
 * The migration that makes every change of a table holding players' parts of a day heard by the
 * service's PlayerCaches: `keyColumns` are the table's day (or puzzle) column and player column,
 * in the order the cache is asked with.
 */
export function playerChangesMigration(
  service: string,
  table: string,
  keyColumns: [scope: string, player: string],
): Migration {
  const sql = notifyOnRowChange(table, playerChannelOf(service), keyColumns);
  return {
    up: async (knex) => {
      await knex.raw(sql.up);
    },
    down: async (knex) => {
      await knex.raw(sql.down);
    },
  };
}
