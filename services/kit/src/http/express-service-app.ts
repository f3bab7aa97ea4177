import os from 'node:os';
import express, { type Router } from 'express';
import type { Logger } from '../logger';
import { errorHandler, jsonNotFound } from './errors';
import { serveMetrics } from './metrics-endpoint';
import { logPlayer, requestContext } from './request-context';
import { parseJsonBody, readRawBody } from './request-body';
import { requireGatewaySignature } from './request-signature';
import { readinessHandler, type ReadinessChecks } from './readiness';

export interface ExpressServiceAppOptions {
  name: string;
  logger: Logger;
  /** Verifies the gateway's signature on every /api request. */
  internalSecret: string;
  /** What /readyz reports: each dependency the service cannot work without. */
  readiness: ReadinessChecks;
  /** The service's /api routes. */
  routes: Router;
  /**
   * The auth service reads who is signed in from the session itself (it is what signs people in),
   * so the gateway vouches for no identity there, but still signs each request; every other
   * service gets the identity from the signed headers.
   */
  identity?: 'signed' | 'session';
  /** Middleware that must run before the routes (the auth service's session). */
  before?: express.RequestHandler[];
}

/**
 * createServiceApp's Express twin, for the auth service only: it shares express-session and
 * passport with the gateway, which is still on Express, and moves to Fastify with it.
 */
export function createExpressServiceApp(options: ExpressServiceAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(requestContext(options.logger, { service: options.name }));

  // Which replica answered: the container's hostname, or REPLICA_NAME when several share a machine.
  app.use((_req, res, next) => {
    res.setHeader('x-served-by', process.env.REPLICA_NAME ?? os.hostname());
    next();
  });
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: options.name });
  });
  app.get('/readyz', readinessHandler(options.readiness));
  app.get('/metrics', serveMetrics);

  // The signature covers the body's digest, so the bytes are read first (or taken from the
  // gateway, when it runs this app in its own process) and parsed only once they are vouched for.
  app.use(
    '/api',
    readRawBody(),
    requireGatewaySignature({
      service: options.name,
      secret: options.internalSecret,
      requireIdentity: (options.identity ?? 'signed') === 'signed',
    }),
    parseJsonBody,
  );
  for (const middleware of options.before ?? []) app.use('/api', middleware);
  app.use('/api', logPlayer);
  app.use(options.routes);
  app.use('/api', jsonNotFound);
  app.use(errorHandler(options.logger));
  return app;
}
