import {
  createServiceApp,
  notImplementedRoutes,
  standardReadiness,
  type ServiceRuntime,
} from '@hub/kit';

export const SCHEMA = 'jotto';

export function createJottoApp(runtime: ServiceRuntime) {
  return createServiceApp({
    name: SCHEMA,
    logger: runtime.logger,
    internalSecret: runtime.internalSecret,
    readiness: standardReadiness(runtime),
    // Until the Jotto issue lands its routes say so clearly instead of a bare 404.
    routes: notImplementedRoutes('Jotto', ['/api/jotto{/*rest}']),
  });
}
