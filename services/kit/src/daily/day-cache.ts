import type { Knex } from 'knex';
import type { Migration } from '../db';
import { ChangeFeed, notifyOnChange } from '../db/change-feed';
import type { Logger } from '../logger';

/** Days kept: today, and the days either side of a reset (a replica never needs many). */
const MAX_DAYS = 8;

/**
 * This process's copy of each day's puzzle, so the daily read — every player's first request of
 * the day, all arriving around the reset — does not ask Postgres for the same rows each time, and
 * the requests that arrive together while it is loaded share one load.
 *
 * Never stale across replicas, and with no TTL to wait out: the day table's trigger
 * (`dayChangesMigration`) NOTIFYs on any change (an admin's regenerate or replacement, the
 * scheduler making a day, an operator's SQL), and every process drops all its copies as the change
 * commits. While the feed is not listening (starting, or its connection lost) nothing is kept:
 * each read goes to Postgres.
 */
export class DayCache {
  private readonly days = new Map<string, Promise<unknown>>();
  private listening = false;
  private started = false;
  private readonly feed: ChangeFeed;

  /** `channel`: what the day table's trigger notifies. Nothing connects before the first `get`. */
  constructor(db: Knex, channel: string, logger: Logger) {
    this.feed = new ChangeFeed(
      db,
      channel,
      {
        onChange: () => this.forgetAll(),
        onDeaf: () => {
          this.listening = false;
          this.forgetAll();
        },
        onListening: () => {
          this.forgetAll();
          this.listening = true;
        },
      },
      logger,
    );
  }

  /**
   * The day's puzzle: the copy, or `load`'s answer. A service keeps one kind of thing per day
   * here, so a copy is what its `load` answered before. A failed load is not kept.
   */
  get<T>(day: string, load: () => Promise<T>): Promise<T> {
    if (!this.started) {
      this.started = true;
      this.feed.start();
    }
    const held = this.days.get(day) as Promise<T> | undefined;
    if (held) return held;
    const loading = load();
    if (this.listening) {
      if (this.days.size >= MAX_DAYS) this.days.clear();
      this.days.set(day, loading);
      loading.catch(() => {
        if (this.days.get(day) === loading) this.days.delete(day);
      });
    }
    return loading;
  }

  /**
   * Drops every copy now (a load under way is no longer shared). For the process that made a
   * change, whose own next read must not wait for the NOTIFY to come back to it.
   */
  forgetAll(): void {
    this.days.clear();
  }

  stop(): Promise<void> {
    this.started = true;
    this.listening = false;
    this.forgetAll();
    return this.feed.stop();
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
