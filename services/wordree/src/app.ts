import {
  createServiceApp,
  notImplementedRoutes,
  standardReadiness,
  type ServiceRuntime,
} from '@hub/kit';

export const SCHEMA = 'wordree';

export function createWordreeApp(runtime: ServiceRuntime) {
  return createServiceApp({
    name: SCHEMA,
    logger: runtime.logger,
    internalSecret: runtime.internalSecret,
    readiness: standardReadiness(runtime),
    // Until the Wordree issue lands its routes say so clearly instead of a bare 404.
    routes: notImplementedRoutes('Wordree', [
      '/api/puzzle-templates{/*rest}',
      '/api/games{/*rest}',
      '/api/daily-puzzle{/*rest}',
      '/api/historical-leaderboard',
      '/api/historical-leaderboards',
      '/api/dictionary{/*rest}',
    ]),
  });
}
