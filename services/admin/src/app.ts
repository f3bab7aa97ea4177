import { Router } from 'express';
import { createRuntimeApp, requireRole, type ServiceRuntime } from '@hub/kit';
import type { AdminContext } from './context';
import { auditRoutes } from './routes/audit.routes';
import { deadLetterRoutes } from './routes/dead-letters.routes';
import { dailyRoutes } from './routes/daily.routes';
import { puzzlesRoutes } from './routes/puzzles.routes';
import { upcomingRoutes } from './routes/upcoming.routes';

export const SCHEMA = 'admin';

/** The admin dashboard's API: puzzle generation, the daily puzzles and their schedules, the
 * events consumers gave up on, every action audited. */
export function createAdminApp(runtime: ServiceRuntime) {
  const { transport } = runtime;
  const ctx: AdminContext = {
    db: runtime.db,
    services: runtime.services,
    deadLetters: transport.deadLetters && (() => transport.deadLetters!()),
  };
  const routes = Router();
  // The gateway checks the role as well; the service does not count on being behind it.
  routes.use('/api/admin', requireRole('admin'));
  routes.use(puzzlesRoutes(ctx));
  routes.use(dailyRoutes(ctx));
  routes.use(upcomingRoutes(ctx));
  routes.use(auditRoutes(ctx));
  routes.use(deadLetterRoutes(ctx));
  return createRuntimeApp(SCHEMA, runtime, routes);
}
