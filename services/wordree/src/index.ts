import type { ServiceDefinition } from '@hub/kit';
import { createWordreeApp, SCHEMA } from './app';
import { migrations } from './db/migrations';

export const wordreeService: ServiceDefinition = {
  name: SCHEMA,
  migrations,
  createApp: createWordreeApp,
};
