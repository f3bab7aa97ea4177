import { runServiceProcess } from '@hub/kit';
import { leaderboardService } from './index';

await runServiceProcess(leaderboardService, 3005);
