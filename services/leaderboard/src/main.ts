import { runServiceProcess, serviceProcessEnv } from '@hub/kit';
import { reminderConfigOf, LeaderboardEnv } from './config';
import { createLeaderboardService } from './index';

await runServiceProcess(
  ({ config }) => createLeaderboardService(reminderConfigOf(config)),
  serviceProcessEnv(3005).extend(LeaderboardEnv.shape),
);
