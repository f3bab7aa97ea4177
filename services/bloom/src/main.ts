import { runServiceProcess } from '@hub/kit';
import { bloomService } from './index';

await runServiceProcess(bloomService, 3004);
