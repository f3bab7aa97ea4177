import { startPlayersConsumer, type ServiceDefinition } from '@hub/kit';
import { createBloomApp, SCHEMA } from './app';
import { migrations } from './db/migrations';
import { moveGuestProgress } from './db/players.repository';

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
  ],
};
