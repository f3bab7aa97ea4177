import type { ServiceDefinition } from '@hub/kit';
import { createLeaderboardApp, SCHEMA } from './app';
import { migrations } from './db/migrations';

export const leaderboardService: ServiceDefinition = {
  name: SCHEMA,
  migrations,
  createApp: createLeaderboardApp,
};
