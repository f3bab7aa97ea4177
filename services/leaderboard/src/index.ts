import type { ServiceDefinition } from '@hub/kit';
import { createLeaderboardApp, SCHEMA } from './app';
import type { ReminderConfig } from './config';
import { startProgressConsumers } from './consumers/progress.consumers';
import { migrations } from './db/migrations';
import { webPushSender } from './reminders/push-sender';
import { startReminderSweep } from './reminders/sweep';

export { createLeaderboardApp, SCHEMA } from './app';
export { LeaderboardEnv, loadReminderConfig, REMINDERS_OFF, type ReminderConfig } from './config';
export { migrations } from './db/migrations';

/**
 * The leaderboard as a hostable service: its consumers, and (when the site has VAPID keys) the
 * sweep that sends streak reminders.
 */
export function createLeaderboardService(reminders: ReminderConfig): ServiceDefinition {
  return {
    name: SCHEMA,
    migrations,
    createApp: (runtime) => createLeaderboardApp(runtime, reminders),
    async startBackground(runtime) {
      const consumers = await startProgressConsumers(runtime);
      if (!reminders.vapid) {
        runtime.logger.info('streak reminders are off: VAPID_PRIVATE_KEY is not set');
        return consumers;
      }
      const send = webPushSender(reminders.vapid);
      const deps = { db: runtime.db, send, logger: runtime.logger };
      return [...consumers, startReminderSweep(deps, reminders.checkEveryMs)];
    },
  };
}
