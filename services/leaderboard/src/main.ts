import { runServiceProcess, serviceProcessEnv } from '@hub/kit';
import { leaderboardService } from './index';

await runServiceProcess(leaderboardService, serviceProcessEnv(3005));
