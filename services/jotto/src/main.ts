import { runServiceProcess, serviceProcessEnv } from '@hub/kit';
import { jottoService } from './index';

await runServiceProcess(jottoService, serviceProcessEnv(3003));
