import os from 'node:os';
import express, { type Router } from 'express';
import type { Logger } from '../logger';
import { errorHandler, jsonNotFound } from './errors';
import { requireSignedIdentity } from './identity';
import { readinessHandler, type ReadinessChecks } from './readiness';

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  /** Verifies the gateway's identity signature on every /api request (not needed with 'session'). */
  internalSecret?: string;
  /** What /readyz reports: each dependency the service cannot work without. */
  readiness: ReadinessChecks;
  /** The service's /api routes. */
  routes: Router;
  /**
   * The auth service reads the session itself (it is what signs people in) and so needs no
   * identity headers; every other service must get them.
   */
  identity?: 'signed' | 'session';
  /** Middleware that must run before the routes (the auth service's session). */
  before?: express.RequestHandler[];
}

/** One Express app per service, all alike: JSON in and out, health probes, identity, errors. */
export function createServiceApp(options: ServiceAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);

  // Which replica answered: the container's hostname, or REPLICA_NAME when several share a machine.
  app.use((_req, res, next) => {
    res.setHeader('x-served-by', process.env.REPLICA_NAME ?? os.hostname());
    next();
  });
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: options.name });
  });
  app.get('/readyz', readinessHandler(options.readiness));

  app.use('/api', express.json({ limit: '64kb' }));
  for (const middleware of options.before ?? []) app.use('/api', middleware);
  if ((options.identity ?? 'signed') === 'signed') {
    if (!options.internalSecret) throw new Error(`${options.name}: internalSecret is required`);
    app.use('/api', requireSignedIdentity(options.internalSecret));
  }
  app.use(options.routes);
  app.use('/api', jsonNotFound);
  app.use(errorHandler(options.logger));
  return app;
}
