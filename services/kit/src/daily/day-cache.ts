import type { Knex } from 'knex';
import type { Migration } from '../db';
import { ChangeFeed, notifyOnChange } from '../db/change-feed';
import { NotifiedCache } from '../db/notified-cache';
import type { Logger } from '../logger';

/** Days kept: today, and the days either side of a reset (a replica never needs many). */
const MAX_DAYS = 8;

/**
 * This process's copy of each day's puzzle, so the daily read — every player's first request of
 * the day, all arriving around the reset — does not ask Postgres for the same rows each time, and
 * the requests that arrive together while it is loaded share one load.
 *
 * A NotifiedCache: the day table's trigger (`dayChangesMigration`) NOTIFYs on any change (an
 * admin's regenerate or replacement, the scheduler making a day, an operator's SQL), and every
 * process drops all its copies as the change commits.
 */
export class DayCache {
  private readonly cache: NotifiedCache<unknown>;

  /** `channel`: what the day table's trigger notifies. Nothing connects before the first `get`. */
  constructor(db: Knex, channel: string, logger: Logger) {
    // The trigger is statement-level: a change names no day, so every copy goes.
    this.cache = new NotifiedCache(ChangeFeed.on(db, channel, logger), { capacity: MAX_DAYS });
  }

  /**
   * The day's puzzle: the copy, or `load`'s answer. A service keeps one kind of thing per day
   * here, so a copy is what its `load` answered before. A failed load is not kept.
   */
  get<T>(day: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(day, load) as Promise<T>;
  }

  /**
   * Drops every copy now (a load under way is no longer shared). For the process that made a
   * change, whose own next read must not wait for the NOTIFY to come back to it.
   */
  forgetAll(): void {
    this.cache.forgetAll();
  }

  stop(): Promise<void> {
    return this.cache.stop();
  }
}

/** The channel a service's day table notifies, and its DayCache listens on. */
export const dayChannelOf = (service: string) => `${service}_days`;

/** The migration that makes every change of a service's day table heard by its DayCaches. */
export function dayChangesMigration(service: string, table = 'daily_puzzles'): Migration {
  const sql = notifyOnChange(table, dayChannelOf(service));
  return {
    up: async (knex) => {
      await knex.raw(sql.up);
    },
    down: async (knex) => {
      await knex.raw(sql.down);
    },
  };
}
