import type { ServiceDefinition } from '@hub/kit';
import { createJottoApp, SCHEMA } from './app';
import { migrations } from './db/migrations';
import { startPlayersConsumer } from './events/players.consumer';

export const jottoService: ServiceDefinition = {
  name: SCHEMA,
  migrations,
  createApp: (runtime) => createJottoApp(runtime),
  startBackground: async (runtime) => [await startPlayersConsumer(runtime)],
};

export { createJottoApp, SCHEMA };
