import type { Knex } from '@hub/kit';
import { MAX_REMINDER_DEVICES, type PushSubscriptionBody } from '@hub/proto';
import type { ReminderSchedule } from '../domain/reminders';

type Db = Knex | Knex.Transaction;

/** A player's reminder as the sweep reads it. */
export interface ScheduleRow extends ReminderSchedule {
  playerId: string;
}

/** One browser a player's reminders go to. */
export interface DeviceRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  failures: number;
}

interface ScheduleRecord {
  player_id: string;
  local_time: string;
  time_zone: string;
  last_sent_local_day: string | null;
}

const scheduleOf = (row: ScheduleRecord): ScheduleRow => ({
  playerId: row.player_id,
  localTime: row.local_time,
  timeZone: row.time_zone,
  lastSentLocalDay: row.last_sent_local_day,
});

/** The player's reminder and the endpoints of their devices; null without one. */
export async function remindersOf(
  db: Db,
  playerId: string,
): Promise<{ schedule: ScheduleRow; endpoints: string[] } | null> {
  const row: ScheduleRecord | undefined = await db('reminder_schedules')
    .where({ player_id: playerId })
    .first();
  if (!row) return null;
  const devices: { endpoint: string }[] = await db('reminder_devices')
    .where({ player_id: playerId })
    .orderBy('created_at')
    .select('endpoint');
  return { schedule: scheduleOf(row), endpoints: devices.map((device) => device.endpoint) };
}

/** Sets a player's reminder (a new one, or another time or zone) and when it is next due. */
export async function saveSchedule(
  trx: Knex.Transaction,
  schedule: ScheduleRow,
  dueAt: Date,
): Promise<void> {
  await trx('reminder_schedules')
    .insert({
      player_id: schedule.playerId,
      local_time: schedule.localTime,
      time_zone: schedule.timeZone,
      last_sent_local_day: schedule.lastSentLocalDay,
      due_at: dueAt,
      updated_at: trx.fn.now(),
    })
    .onConflict('player_id')
    .merge();
}

/**
 * Sends a device's reminders to this player: a browser another account had subscribed is now
 * this one's (its latest sign-in asked). Beyond MAX_REMINDER_DEVICES the oldest devices go.
 */
export async function saveDevice(
  trx: Knex.Transaction,
  playerId: string,
  subscription: PushSubscriptionBody,
): Promise<void> {
  const previous: { player_id: string } | undefined = await trx('reminder_devices')
    .where({ endpoint: subscription.endpoint })
    .first('player_id');
  await trx('reminder_devices')
    .insert({
      endpoint: subscription.endpoint,
      player_id: playerId,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      failures: 0,
    })
    .onConflict('endpoint')
    .merge(['player_id', 'p256dh', 'auth', 'failures']);
  const excess = trx('reminder_devices')
    .where({ player_id: playerId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'endpoint', order: 'asc' },
    ])
    .offset(MAX_REMINDER_DEVICES)
    .select('endpoint');
  await trx('reminder_devices').whereIn('endpoint', excess).delete();
  if (previous && previous.player_id !== playerId) await dropIfNoDevices(trx, previous.player_id);
}

/** A player's reminder ends with their last device: nothing would be sent. */
async function dropIfNoDevices(trx: Knex.Transaction, playerId: string): Promise<void> {
  await trx('reminder_schedules')
    .where({ player_id: playerId })
    .whereNotExists(trx('reminder_devices').where({ player_id: playerId }).select(trx.raw('1')))
    .delete();
}

/** Stops the reminders of one device; false when none went to it. */
export async function deleteDevice(trx: Knex.Transaction, endpoint: string): Promise<boolean> {
  const [row]: { player_id: string }[] = await trx('reminder_devices')
    .where({ endpoint })
    .delete()
    .returning('player_id');
  if (row) await dropIfNoDevices(trx, row.player_id);
  return row !== undefined;
}

/** Stops a player's reminders on every device. */
export async function deleteReminders(db: Db, playerId: string): Promise<void> {
  // The devices go with it (ON DELETE CASCADE).
  await db('reminder_schedules').where({ player_id: playerId }).delete();
}

/**
 * Reminders due at `now`, oldest first, locked for this transaction (a row another sweep holds is
 * passed over rather than waited for).
 */
export async function dueSchedules(
  trx: Knex.Transaction,
  now: Date,
  limit: number,
): Promise<ScheduleRow[]> {
  const rows: ScheduleRecord[] = await trx('reminder_schedules')
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return rows.map(scheduleOf);
}

/** After a sweep looked at a reminder: the local day it is done for, and when the next is due. */
export async function markSwept(
  trx: Knex.Transaction,
  playerId: string,
  lastSentLocalDay: string | null,
  dueAt: Date,
): Promise<void> {
  await trx('reminder_schedules')
    .where({ player_id: playerId })
    .update({ last_sent_local_day: lastSentLocalDay, due_at: dueAt });
}

export async function devicesOf(db: Db, playerId: string): Promise<DeviceRow[]> {
  return db('reminder_devices')
    .where({ player_id: playerId })
    .orderBy('created_at')
    .select('endpoint', 'p256dh', 'auth', 'failures');
}

/** What sending to each device came to: failures counted, or cleared by a send that went. */
export async function recordSends(
  trx: Knex.Transaction,
  sent: string[],
  failed: string[],
  dropped: string[],
): Promise<void> {
  if (sent.length) await trx('reminder_devices').whereIn('endpoint', sent).update({ failures: 0 });
  if (failed.length) {
    await trx('reminder_devices').whereIn('endpoint', failed).increment('failures', 1);
  }
  if (dropped.length) {
    const owners: { player_id: string }[] = await trx('reminder_devices')
      .whereIn('endpoint', dropped)
      .delete()
      .returning('player_id');
    for (const playerId of new Set(owners.map((owner) => owner.player_id))) {
      await dropIfNoDevices(trx, playerId);
    }
  }
}
