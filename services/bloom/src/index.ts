import type { ServiceDefinition } from '@hub/kit';
import { createBloomApp, SCHEMA } from './app';
import { migrations } from './db/migrations';

export const bloomService: ServiceDefinition = {
  name: SCHEMA,
  migrations,
  createApp: createBloomApp,
};
