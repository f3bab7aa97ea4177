import { Router } from 'express';
import {
  createServiceApp,
  notImplementedRoutes,
  standardReadiness,
  type ServiceRuntime,
} from '@hub/kit';
import { dailyRoutes } from './routes/daily.routes';

export const SCHEMA = 'bloom';

export function createBloomApp(runtime: ServiceRuntime) {
  const routes = Router();
  routes.use(dailyRoutes());
  // The hub's countdown needs /daily now; the rest of the game arrives with the Bloom issue.
  routes.use(notImplementedRoutes('Bloom', ['/api/bloom{/*rest}']));
  return createServiceApp({
    name: SCHEMA,
    logger: runtime.logger,
    internalSecret: runtime.internalSecret,
    readiness: standardReadiness(runtime),
    routes,
  });
}
