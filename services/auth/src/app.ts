import { Router, type Express } from 'express';
import type session from 'express-session';
import {
  createServiceApp,
  pingDb,
  sessionMiddleware,
  type Knex,
  type Logger,
  type ReadinessChecks,
} from '@hub/kit';
import { sessionTimeouts, type AuthConfig } from './config';
import { createOAuthStrategies } from './oauth/strategies';
import { passwordRoutes } from './routes/password.routes';
import { sessionRoutes } from './routes/session.routes';
import { socialRoutes } from './routes/social.routes';

export const SCHEMA = 'auth';

export interface AuthAppDeps {
  config: AuthConfig;
  /** A pool whose search path is the `auth` schema, already migrated. */
  db: Knex;
  logger: Logger;
  /** The store the gateway reads sessions from (Redis, or Postgres in the single-process start). */
  sessionStore: session.Store;
  /** False while the session store is known to be down (answers 503 at once). */
  sessionStoreReady?: () => boolean;
  /** Asks the outbox relay to publish now; without it events wait for the relay's next poll. */
  wakeRelay?: () => void;
  /** Readiness checks besides Postgres (the session store, the event transport). */
  readiness?: ReadinessChecks;
}

/** Sign-up, sign-in (password and social), sign-out and the current user. */
export function createAuthApp(deps: AuthAppDeps): Express {
  const { config, db, logger } = deps;
  const adminEmails = config.ADMIN_EMAILS;
  const accounts = { db, wakeRelay: deps.wakeRelay ?? (() => {}) };
  const strategies = createOAuthStrategies(config);

  const routes = Router();
  routes.use(sessionRoutes(db, adminEmails));
  routes.use(passwordRoutes(accounts, adminEmails));
  routes.use(socialRoutes({ accounts, strategies, adminEmails, logger }));

  return createServiceApp({
    name: SCHEMA,
    logger,
    // This service reads identity from the session, so it never checks the gateway's signature.
    identity: 'session',
    before: sessionMiddleware({
      secret: config.SESSION_SECRET,
      store: deps.sessionStore,
      storeReady: deps.sessionStoreReady,
      ...sessionTimeouts(config),
    }),
    readiness: { postgres: () => pingDb(db), ...deps.readiness },
    routes,
  });
}
