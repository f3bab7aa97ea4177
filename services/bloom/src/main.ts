import { runServiceProcess, serviceProcessEnv } from '@hub/kit';
import { bloomService } from './index';

await runServiceProcess(bloomService, serviceProcessEnv(3004));
