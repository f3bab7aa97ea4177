import { runServiceProcess } from '@hub/kit';
import { jottoService } from './index';

await runServiceProcess(jottoService, 3003);
