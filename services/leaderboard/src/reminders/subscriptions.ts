import type { Knex } from '@hub/kit';
import type { PushSubscriptionBody } from '@hub/proto';
import { lockUntilCommit } from '../db/locks';
import { remindersOf, saveDevice, saveSchedule } from '../db/reminders.repository';
import { nextReminderAt, scheduleFrom } from '../domain/reminders';

/**
 * Sets a player's reminder to a time on a zone's clock (both valid) and adds
 * a browser to the devices it goes to, as of `now`: the first goes out the next time their clock
 * reaches it, and a day already reminded is not reminded again.
 */
export async function setReminder(
  db: Knex,
  playerId: string,
  choice: { localTime: string; timeZone: string },
  subscription: PushSubscriptionBody,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (trx) => {
    await lockUntilCommit(trx, `leaderboard:reminders-of:${playerId}`);
    const previous = await remindersOf(trx, playerId);
    const schedule = scheduleFrom(choice, previous?.schedule.lastSentLocalDay ?? null, now);
    // A valid time on a known zone always has a next instant.
    await saveSchedule(trx, { playerId, ...schedule }, nextReminderAt(schedule, now) ?? now);
    await saveDevice(trx, playerId, subscription);
  });
}
