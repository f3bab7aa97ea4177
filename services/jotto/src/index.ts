import type { ServiceDefinition } from '@hub/kit';
import { createJottoApp, SCHEMA } from './app';
import { migrations } from './db/migrations';

export const jottoService: ServiceDefinition = {
  name: SCHEMA,
  migrations,
  createApp: createJottoApp,
};
