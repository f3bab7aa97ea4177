import type { ServiceDefinition } from '@hub/kit';
import { createLeaderboardApp, SCHEMA } from './app';
import { startProgressConsumers } from './consumers/progress.consumers';
import { migrations } from './db/migrations';

export { createLeaderboardApp, SCHEMA } from './app';
export { migrations } from './db/migrations';

export const leaderboardService: ServiceDefinition = {
  name: SCHEMA,
  migrations,
  createApp: createLeaderboardApp,
  startBackground: startProgressConsumers,
};
