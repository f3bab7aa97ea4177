import { reminderPushes, type BackgroundTask, type Knex, type Logger } from '@hub/kit';
import { dayKey, nextResetAt } from '@hub/proto';
import {
  devicesOf,
  dueSchedules,
  markSwept,
  recordSends,
  type ScheduleRow,
} from '../db/reminders.repository';
import { tryLockUntilCommit } from '../db/locks';
import { gamePlaysOf } from '../db/stats.repository';
import {
  nextReminderAt,
  reminderDueDay,
  reminderMessage,
  streaksAtRisk,
} from '../domain/reminders';
import type { PushSender } from './push-sender';

/** Reminders one transaction of a sweep takes on: its pushes go out while it holds their rows. */
const BATCH = 50;
/** Batches one sweep takes at most: a backlog beyond it is the next sweep's. */
const MAX_BATCHES = 40;
/** Players whose pushes are on their way at once (each push service may take seconds). */
const AT_ONCE = 10;
/** Failed sends in a row (for reasons that may pass) before a device is dropped. */
export const MAX_PUSH_FAILURES = 5;
/** When a reminder no device took comes again, that day. */
const RETRY_MS = 5 * 60_000;
const SWEEP_LOCK = 'leaderboard:reminder-sweep';

export interface SweepDeps {
  db: Knex;
  send: PushSender;
  logger: Logger;
}

/** What a sweep did, for its log line and its tests. */
export interface SweepResult {
  /** Reminders that went to at least one device. */
  reminded: number;
  /** Reminders due with no streak at risk: none sent, the day done. */
  quiet: number;
  /** False when another replica was sweeping: this one did nothing. */
  swept: boolean;
}

/**
 * Sends every reminder due at `now` (docs/rules.md#streak-reminders). One replica sweeps at a
 * time (an advisory lock; the others skip their turn). A reminder goes out only for streaks alive
 * and not yet played today, once per the player's local day, to each of their devices; a device
 * whose push service says it is gone is dropped at once, one that keeps failing after
 * MAX_PUSH_FAILURES sends in a row.
 */
export async function sweepReminders(deps: SweepDeps, now = new Date()): Promise<SweepResult> {
  const result: SweepResult = { reminded: 0, quiet: 0, swept: true };
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const taken = await deps.db.transaction(async (trx) => {
      if (!(await tryLockUntilCommit(trx, SWEEP_LOCK))) return null;
      const due = await dueSchedules(trx, now, BATCH);
      for (let start = 0; start < due.length; start += AT_ONCE) {
        const players = due.slice(start, start + AT_ONCE);
        await Promise.all(players.map((schedule) => remind(trx, deps, schedule, now, result)));
      }
      return due.length;
    });
    if (taken === null) return { ...result, swept: false };
    if (taken < BATCH) break;
  }
  return result;
}

async function remind(
  trx: Knex.Transaction,
  deps: SweepDeps,
  schedule: ScheduleRow,
  now: Date,
  result: SweepResult,
): Promise<void> {
  const day = reminderDueDay(schedule, now);
  const risks = day ? streaksAtRisk(await gamePlaysOf(trx, schedule.playerId), dayKey(now)) : [];
  if (!day || risks.length === 0) {
    if (day) result.quiet += 1;
    return done(trx, schedule, day ?? schedule.lastSentLocalDay, now);
  }
  const message = {
    payload: JSON.stringify(reminderMessage(risks, now, schedule.timeZone)),
    // Worth nothing once the puzzles' day is over.
    ttlSeconds: Math.max(60, Math.floor((nextResetAt(now).getTime() - now.getTime()) / 1000)),
  };
  const devices = await devicesOf(trx, schedule.playerId);
  const outcomes = await Promise.all(devices.map((device) => deps.send(device, message)));
  const sent: string[] = [];
  const failed: string[] = [];
  const dropped: string[] = [];
  devices.forEach((device, index) => {
    const outcome = outcomes[index];
    reminderPushes.inc({ outcome });
    if (outcome === 'sent') sent.push(device.endpoint);
    else if (outcome === 'gone' || device.failures + 1 >= MAX_PUSH_FAILURES) {
      dropped.push(device.endpoint);
    } else failed.push(device.endpoint);
  });
  await recordSends(trx, sent, failed, dropped);
  if (sent.length > 0) {
    result.reminded += 1;
    return done(trx, schedule, day, now);
  }
  if (failed.length > 0) {
    deps.logger.warn(
      { playerId: schedule.playerId, devices: failed.length },
      'no device took a streak reminder; trying again soon',
    );
    return markSwept(
      trx,
      schedule.playerId,
      schedule.lastSentLocalDay,
      new Date(now.getTime() + RETRY_MS),
    );
  }
}

/** The local day is done: the next reminder is the next day's. */
function done(trx: Knex.Transaction, schedule: ScheduleRow, day: string | null, now: Date) {
  const next = nextReminderAt({ ...schedule, lastSentLocalDay: day }, now);
  // A schedule that can never be due (a zone the runtime no longer knows) waits a day.
  return markSwept(trx, schedule.playerId, day, next ?? new Date(now.getTime() + 86_400_000));
}

/**
 * The sweep every `everyMs`, beside the service's HTTP app. A sweep that fails (Postgres away) is
 * logged and the next one tries again; stopping waits for the one under way.
 */
export function startReminderSweep(deps: SweepDeps, everyMs: number): BackgroundTask {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = sweepReminders(deps)
      .then((result) => {
        if (result.reminded > 0) deps.logger.info(result, 'streak reminders sent');
      })
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'the reminder sweep failed'))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
