import { startPlayersConsumer, startScheduler, type ServiceDefinition } from '@hub/kit';
import { createBloomApp, SCHEMA } from './app';
import { migrations } from './db/migrations';
import { moveGuestProgress } from './db/players.repository';
import { bloomSchedule } from './play/schedule.service';

export const bloomService: ServiceDefinition = {
  name: SCHEMA,
  migrations,
  createApp: (runtime) => createBloomApp(runtime),
  startBackground: async (runtime) => [
    // The durable name predates names: keeping it keeps the consumer's position.
    await startPlayersConsumer(runtime, {
      durable: 'bloom-player-linked',
      moveGuest: moveGuestProgress,
    }),
    // Today and the next 14 days stored ahead, topped up hourly
    // (docs/architecture.md#daily-puzzles); generation runs in the background, a day at a time, and
    // never holds up start-up or requests.
    startScheduler({ name: SCHEMA, logger: runtime.logger, schedule: bloomSchedule(runtime.db) }),
  ],
};
