import { startPlayersConsumer, type ServiceDefinition } from '@hub/kit';
import { createJottoApp, SCHEMA } from './app';
import { migrations } from './db/migrations';
import { moveGuestDailyGames } from './db/daily.repository';

export const jottoService: ServiceDefinition = {
  name: SCHEMA,
  migrations,
  createApp: (runtime) => createJottoApp(runtime),
  startBackground: async (runtime) => [
    await startPlayersConsumer(runtime, {
      durable: 'jotto-players',
      moveGuest: moveGuestDailyGames,
    }),
  ],
};

export { createJottoApp, SCHEMA };
