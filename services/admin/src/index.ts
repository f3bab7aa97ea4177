import type { ServiceDefinition } from '@hub/kit';
import { createAdminApp, SCHEMA } from './app';
import { migrations } from './db/migrations';

export const adminService: ServiceDefinition = {
  name: SCHEMA,
  migrations,
  createApp: createAdminApp,
};

export { createAdminApp, SCHEMA };
