import { runServiceProcess } from '@hub/kit';
import { adminService } from './index';

await runServiceProcess(adminService, 3006);
