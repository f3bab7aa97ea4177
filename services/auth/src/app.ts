import type { FastifyInstance } from 'fastify';
import {
  createServiceApp,
  pingDb,
  type Knex,
  type Logger,
  type ReadinessChecks,
  type SessionStore,
} from '@hub/kit';
import { mailFrom, sessionTimeouts, type AuthConfig } from './config';
import { logMailer, smtpMailer, undeliverableMailer, type Mailer } from './mail/mailer';
import { createOAuthStrategies } from './oauth/strategies';
import { emailVerificationRoutes } from './routes/email-verification.routes';
import { passwordRoutes } from './routes/password.routes';
import { sessionRoutes } from './routes/session.routes';
import { socialRoutes } from './routes/social.routes';
import { limitPerAddress } from './throttle/address-limit';
import { deviceCookies } from './throttle/device-cookie';
import type { ThrottleStore } from './throttle/limiters';
import { createSignInThrottle } from './throttle/sign-in-throttle';

export const SCHEMA = 'auth';

export interface AuthAppDeps {
  config: AuthConfig;
  /** A pool whose search path is the `auth` schema, already migrated. */
  db: Knex;
  logger: Logger;
  /** What the gateway signs each request with: auth answers only requests signed for it. */
  internalSecret: string;
  /** The store the gateway reads sessions from (Redis, or Postgres in the single-process start). */
  sessionStore: SessionStore;
  /** False while the session store is known to be down (answers 503 at once). */
  sessionStoreReady?: () => boolean;
  /** Asks the outbox relay to publish now; without it events wait for the relay's next poll. */
  wakeRelay?: () => void;
  /** Readiness checks besides Postgres (the session store, the event transport). */
  readiness?: ReadinessChecks;
  /** Where mail goes; by default SMTP_URL's server, or the log (and DEV_MAILBOX's) without it. */
  mailer?: Mailer;
  /** Where sign-in and sign-up limits are counted: Redis, or this process's memory if absent. */
  throttleStore?: ThrottleStore;
}

/**
 * SMTP when configured. Without it: in development and tests the log, plus a dev mailbox when
 * DEV_MAILBOX is on; in production nothing is sent, with a warning at start. Refusing to start was
 * the alternative, but the compose and Kubernetes files run NODE_ENV=production for trying the
 * site out, and it is usable without mail; sending nothing beats logging working links.
 */
function createMailer(config: AuthConfig, logger: Logger): Mailer {
  if (config.SMTP_URL) return smtpMailer(config.SMTP_URL, mailFrom(config));
  return config.NODE_ENV === 'production'
    ? undeliverableMailer(logger)
    : logMailer(logger, config.DEV_MAILBOX);
}

/** Sign-up, sign-in (password and social), sign-out and the current user. */
export function createAuthApp(deps: AuthAppDeps): FastifyInstance {
  const { config, db, logger } = deps;
  const adminEmails = config.ADMIN_EMAILS;
  const mailer = deps.mailer ?? createMailer(config, logger);
  const accounts = {
    db,
    wakeRelay: deps.wakeRelay ?? (() => {}),
    mail: { mailer, publicUrl: config.PUBLIC_URL, logger },
  };
  const strategies = createOAuthStrategies(config);
  const throttles = {
    signIn: createSignInThrottle(
      deps.throttleStore,
      deviceCookies(config.SESSION_SECRET),
      config.SIGN_IN_FAILURES_PER_ADDRESS_PER_HOUR,
    ),
    signUps: limitPerAddress(
      deps.throttleStore,
      'signup',
      config.SIGN_UPS_PER_ADDRESS_PER_HOUR,
      'Too many sign-ups from your network.',
    ),
    resetMails: limitPerAddress(
      deps.throttleStore,
      'password-reset',
      config.PASSWORD_RESETS_PER_ADDRESS_PER_HOUR,
      'Too many password resets from your network.',
    ),
  };

  return createServiceApp({
    name: SCHEMA,
    logger,
    internalSecret: deps.internalSecret,
    // Who is signed in comes from the session; the gateway's signature is checked all the same, so
    // nobody reaches sign-in or sign-up (and their limits) without going through the gateway.
    sessions: {
      secret: config.SESSION_SECRET,
      store: deps.sessionStore,
      storeReady: deps.sessionStoreReady,
      ...sessionTimeouts(config),
    },
    readiness: { postgres: () => pingDb(db), ...deps.readiness },
    routes: (app) => {
      sessionRoutes(app, db, adminEmails);
      passwordRoutes(app, accounts, adminEmails, deps.sessionStore, throttles);
      emailVerificationRoutes(app, accounts, adminEmails);
      socialRoutes(app, { accounts, strategies, adminEmails, logger });
    },
  });
}
