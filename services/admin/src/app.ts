import {
  createServiceApp,
  notImplementedRoutes,
  standardReadiness,
  type ServiceRuntime,
} from '@hub/kit';

export const SCHEMA = 'admin';

export function createAdminApp(runtime: ServiceRuntime) {
  return createServiceApp({
    name: SCHEMA,
    logger: runtime.logger,
    internalSecret: runtime.internalSecret,
    readiness: standardReadiness(runtime),
    // Until the The admin dashboard issue lands its routes say so clearly instead of a bare 404.
    routes: notImplementedRoutes('The admin dashboard', ['/api/admin{/*rest}']),
  });
}
