import { env, runServiceProcess, serviceProcessEnv } from '@hub/kit';
import { adminService } from './index';

/** Admin calls the services whose puzzles it manages. */
export const AdminProcessEnv = serviceProcessEnv(3006).extend({
  WORDREE_URL: env.url(),
  BLOOM_URL: env.url(),
  JOTTO_URL: env.url(),
});

await runServiceProcess(adminService, AdminProcessEnv);
