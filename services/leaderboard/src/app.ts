import {
  createServiceApp,
  notImplementedRoutes,
  standardReadiness,
  type ServiceRuntime,
} from '@hub/kit';

export const SCHEMA = 'leaderboard';

export function createLeaderboardApp(runtime: ServiceRuntime) {
  return createServiceApp({
    name: SCHEMA,
    logger: runtime.logger,
    internalSecret: runtime.internalSecret,
    readiness: standardReadiness(runtime),
    // Until the Progress tracking issue lands its routes say so clearly instead of a bare 404.
    routes: notImplementedRoutes('Progress tracking', [
      '/api/user/stats',
      '/api/user/achievements',
      '/api/leaderboards{/*rest}',
    ]),
  });
}
