import { Router } from 'express';
import { createRuntimeApp, requireRole, type ServiceRuntime } from '@hub/kit';
import type { AdminContext } from './context';
import { auditRoutes } from './routes/audit.routes';
import { dailyRoutes } from './routes/daily.routes';
import { puzzlesRoutes } from './routes/puzzles.routes';
import { upcomingRoutes } from './routes/upcoming.routes';

export const SCHEMA = 'admin';

/** The admin dashboard's API: puzzle generation, the daily puzzles and their schedules,
 * every action audited. */
export function createAdminApp(runtime: ServiceRuntime) {
  const ctx: AdminContext = { db: runtime.db, services: runtime.services };
  const routes = Router();
  // The gateway checks the role as well; the service does not count on being behind it.
  routes.use('/api/admin', requireRole('admin'));
  routes.use(puzzlesRoutes(ctx));
  routes.use(dailyRoutes(ctx));
  routes.use(upcomingRoutes(ctx));
  routes.use(auditRoutes(ctx));
  return createRuntimeApp(SCHEMA, runtime, routes);
}
