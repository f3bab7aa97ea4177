import type { ServiceDefinition } from '@hub/kit';
import { createBloomApp, SCHEMA } from './app';
import { migrations } from './db/migrations';
import { startPlayerLinkedConsumer } from './play/link.consumer';

export const bloomService: ServiceDefinition = {
  name: SCHEMA,
  migrations,
  createApp: (runtime) => createBloomApp(runtime),
  startBackground: async (runtime) => [await startPlayerLinkedConsumer(runtime)],
};
