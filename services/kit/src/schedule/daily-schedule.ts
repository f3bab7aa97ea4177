import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { addDays, dayKey } from '@hub/proto';
import type { Knex } from '../db';
import { badRequest, conflict } from '../http/errors';
import { Stopper } from '../events/stopper';
import type { Logger } from '../logger';
import type { BackgroundTask } from '../service-definition';

/**
 * Every game keeps today's puzzle and at least this many days after it stored
 * (docs/architecture.md#daily-puzzles).
 */
export const SCHEDULE_DAYS_AHEAD = 14;

/** How often each service tops its schedule up: a missed hour costs nothing with 14 days ahead. */
export const SCHEDULE_INTERVAL_MS = 60 * 60 * 1000;

/** Today (America/Chicago) and the `daysAhead` days after it, in order. */
export function scheduleDays(now: Date, daysAhead = SCHEDULE_DAYS_AHEAD): string[] {
  const today = dayKey(now);
  return Array.from({ length: daysAhead + 1 }, (_, offset) => addDays(today, offset));
}

/**
 * An admin may replace only a day still to come within the schedule: nobody has played it, so no
 * guess, garden or score is left pointing at a puzzle that changed under it. Today stays as it is
 * (Wordree's own reset of today retires the puzzle with its scores instead).
 */
export function requireReplaceableDay(
  now: Date,
  day: string,
  daysAhead = SCHEDULE_DAYS_AHEAD,
): void {
  const today = dayKey(now);
  if (day <= today) {
    throw conflict('Only a day still to come can be replaced: players may have started this one');
  }
  if (day > addDays(today, daysAhead)) {
    throw badRequest(`Only the next ${daysAhead} days are scheduled`);
  }
}

/** A game's stored schedule of daily puzzles, as the scheduler tops it up. */
export interface DailySchedule {
  /** The days among `days` that have a puzzle stored. */
  stored(days: string[]): Promise<ReadonlySet<string>>;
  /**
   * Makes and stores the day's puzzle unless one is stored; the stored one stays. Safe to run from
   * several replicas at once (a lock or insert-if-absent on the day): one puzzle per day, no error.
   * The game's own request path uses it for today, so a day is made one way only.
   */
  ensure(day: string): Promise<unknown>;
}

/** Fills the missing days from today to `daysAhead` after it, today first; answers what it filled. */
export async function topUpSchedule(
  schedule: DailySchedule,
  now: Date,
  daysAhead = SCHEDULE_DAYS_AHEAD,
  stopper = new Stopper(),
): Promise<string[]> {
  const days = scheduleDays(now, daysAhead);
  const stored = await schedule.stored(days);
  const filled: string[] = [];
  for (const day of days.filter((each) => !stored.has(each))) {
    if (stopper.stopped) break;
    await schedule.ensure(day);
    filled.push(day);
    // A day may take a moment to generate (Bloom): requests waiting meanwhile go first.
    await yieldToEvents();
  }
  return filled;
}

const making = new Map<string, Promise<unknown>>();

/**
 * Makes something (a day's puzzle) once per process at a time: callers that ask for `key` while
 * it is being made share that one making. Without it, every request that finds a new day missing
 * holds a pool connection while it waits on the schedule lock, and at a day's first minute the
 * whole pool stalls. Replicas still take turns through the lock, one connection each.
 */
export function makeOnce<T>(key: string, make: () => Promise<T>): Promise<T> {
  const running = making.get(key);
  if (running) return running as Promise<T>;
  const made = make().finally(() => making.delete(key));
  making.set(key, made);
  return made;
}

/**
 * Runs `fn` in a transaction that holds a Postgres advisory lock on `key` until it ends, so the
 * replicas (and requests) that make one schedule's puzzles do it one at a time.
 */
export function withScheduleLock<T>(
  db: Knex,
  key: string,
  fn: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`schedule:${key}`]);
    return fn(trx);
  });
}

export interface SchedulerOptions {
  /** The game, for the log. */
  name: string;
  schedule: DailySchedule;
  logger: Logger;
  now?: () => Date;
  daysAhead?: number;
  intervalMs?: number;
}

export interface Scheduler extends BackgroundTask {
  /** One top-up now (the loop's, or a test's); answers the days it filled. */
  topUp(): Promise<string[]>;
}

/**
 * Tops a game's schedule up at start and then every `intervalMs`, in the background: start-up and
 * requests never wait for it (today's puzzle is made on demand through the same `ensure`). A
 * failure (database down) is logged and retried at the next round.
 */
export function startScheduler(options: SchedulerOptions): Scheduler {
  const { name, schedule, logger } = options;
  const now = options.now ?? (() => new Date());
  const daysAhead = options.daysAhead ?? SCHEDULE_DAYS_AHEAD;
  const intervalMs = options.intervalMs ?? SCHEDULE_INTERVAL_MS;
  const stopper = new Stopper();

  async function topUp(): Promise<string[]> {
    const filled = await topUpSchedule(schedule, now(), daysAhead, stopper);
    if (filled.length > 0) logger.info({ days: filled }, `Scheduled ${name} dailies`);
    return filled;
  }

  async function run(): Promise<void> {
    while (!stopper.stopped) {
      try {
        await topUp();
      } catch (err) {
        logger.warn({ err }, `Scheduling ${name} dailies failed; trying again later`);
      }
      await stopper.pause(intervalMs, { keepAlive: false });
    }
  }

  const loop = run();
  return {
    topUp,
    async stop() {
      stopper.stop();
      await loop;
    },
  };
}
