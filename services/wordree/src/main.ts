import { runServiceProcess, serviceProcessEnv } from '@hub/kit';
import { wordreeService } from './index';

await runServiceProcess(wordreeService, serviceProcessEnv(3002));
