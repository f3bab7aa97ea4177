import { createRuntimeApp, requireRole, type ServiceRuntime } from '@hub/kit';
import type { AdminContext } from './context';
import { auditRoutes } from './routes/audit.routes';
import { deadLetterRoutes } from './routes/dead-letters.routes';
import { dailyRoutes } from './routes/daily.routes';
import { puzzlesRoutes } from './routes/puzzles.routes';
import { upcomingRoutes } from './routes/upcoming.routes';

export const SCHEMA = 'admin';

/**
 * /api/admin and every path under it, a route or not: a non-admin is refused before being told
 * which paths exist. The health probes and metrics are not in it.
 */
const ADMIN_AREA = /^\/api\/admin(?:[/?]|$)/;

/** The admin dashboard's API: puzzle generation, the daily puzzles and their schedules, the
 * events consumers gave up on, every action audited. */
export function createAdminApp(runtime: ServiceRuntime) {
  const { transport } = runtime;
  const ctx: AdminContext = {
    db: runtime.db,
    services: runtime.services,
    deadLetters: transport.deadLetters && (() => transport.deadLetters!()),
  };
  const adminsOnly = requireRole('admin');
  return createRuntimeApp(SCHEMA, runtime, (app) => {
    // The gateway checks the role as well; the service does not count on being behind it. Before
    // a request's schemas are checked: anyone else is refused whatever they sent.
    app.addHook('preValidation', async (request) => {
      if (ADMIN_AREA.test(request.url)) await adminsOnly(request);
    });
    puzzlesRoutes(app, ctx);
    dailyRoutes(app, ctx);
    upcomingRoutes(app, ctx);
    auditRoutes(app, ctx);
    deadLetterRoutes(app, ctx);
  });
}
