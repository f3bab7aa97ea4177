import { runServiceProcess } from '@hub/kit';
import { wordreeService } from './index';

await runServiceProcess(wordreeService, 3002);
