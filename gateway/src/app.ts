import express, { type RequestHandler } from 'express';
import type session from 'express-session';
import type { Store } from 'express-rate-limit';
import {
  ensurePlayer,
  errorHandler,
  forbidden,
  jsonNotFound,
  notFound,
  readinessHandler,
  sessionMiddleware,
  signIdentity,
  stripIdentityHeaders,
  unauthorized,
  type Logger,
  type ReadinessChecks,
} from '@hub/kit';
import type { SiteConfig } from '@hub/proto';
import { sessionTimeouts, type GatewaySettings } from './config';
import { authRateLimit } from './rate-limits';
import { ownerOf, SERVICES, type ServiceName } from './routes';
import { csrfProtection, securityHeaders } from './security';
import { connectUpstream, type ConnectedUpstream, type Upstream } from './upstreams';
import { webApp } from './web-app';

export interface GatewayDeps {
  settings: GatewaySettings;
  logger: Logger;
  sessionStore: session.Store;
  /** False while the session store is known to be down: /api answers 503 at once. */
  sessionStoreReady?: () => boolean;
  /** Shared rate-limit counters; in memory when absent. */
  rateLimitStore?: Store;
  upstreams: Record<ServiceName, Upstream>;
  /**
   * What /readyz checks besides the services reached by URL (which the gateway probes itself):
   * its own dependencies, such as the session store, and in-process services, which only their
   * host can probe.
   */
  readiness?: ReadinessChecks;
}

/** The only public entry: security, sessions, identity, routing to services, and the web app. */
export function createGatewayApp(deps: GatewayDeps): express.Express {
  const { settings, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', settings.TRUST_PROXY ? 1 : false);

  const upstreams = Object.fromEntries(
    SERVICES.map((name) => [name, connectUpstream(name, deps.upstreams[name], logger)]),
  ) as Record<ServiceName, ConnectedUpstream>;
  const upstreamReadiness = Object.fromEntries(
    SERVICES.flatMap((name) => {
      const { ready } = upstreams[name];
      return ready ? [[name, ready]] : [];
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  app.get('/readyz', readinessHandler({ ...deps.readiness, ...upstreamReadiness }));
  // Operators' paths never fall through to the web app (a probe must not read index.html as "up").
  // Metrics are not served yet, and when they are they must not be public.
  app.use(['/healthz', '/readyz', '/metrics'], () => {
    throw notFound();
  });

  app.use(securityHeaders(settings));
  app.use('/api', (req, _res, next) => {
    stripIdentityHeaders(req.headers);
    next();
  });
  app.use('/api', csrfProtection(settings));

  const signInLimit = authRateLimit(settings, deps.rateLimitStore);
  app.post(['/api/auth/login', '/api/auth/signup'], signInLimit);

  const siteConfig: SiteConfig = {
    supportEmail: settings.SUPPORT_EMAIL ?? null,
    adsClientId: settings.ADS_CLIENT_ID ?? null,
  };
  app.get('/api/config', (_req, res) => {
    res.json(siteConfig);
  });

  const sessions = sessionMiddleware({
    secret: settings.SESSION_SECRET,
    store: deps.sessionStore,
    storeReady: deps.sessionStoreReady,
    ...sessionTimeouts(settings),
  });
  const forward: RequestHandler = (req, res, next) => {
    // Express strips the mount path; services expect the full /api/... path.
    req.url = req.originalUrl;
    return upstreams[res.locals.owner as ServiceName].handler(req, res, next);
  };

  app.use('/api', (req, res, next) => {
    const owner = ownerOf(req.originalUrl.split('?')[0] ?? '');
    if (!owner) return jsonNotFound(req, res, next);
    res.locals.owner = owner;
    // The auth service reads and rewrites the session itself (sign-in regenerates it), so the
    // gateway must not also hold it open for those requests.
    if (owner === 'auth') return forward(req, res, next);
    next();
  });
  app.use('/api', ...sessions, ensurePlayer, vouchFor(settings.INTERNAL_SECRET), forward);

  app.use(webApp(settings.WEB_DIST));
  app.use(errorHandler(logger));
  return app;
}

/** Signs the session's identity into headers the service verifies; admin paths need the role here too. */
function vouchFor(secret: string): RequestHandler {
  return (req, res, next) => {
    const { playerId, userId, roles = [] } = req.session;
    if (!playerId) throw new Error('ensurePlayer must run before vouchFor');
    if (res.locals.owner === 'admin') {
      if (!userId) throw unauthorized();
      if (!roles.includes('admin')) throw forbidden('This area is for administrators only');
    }
    Object.assign(req.headers, signIdentity({ playerId, userId, roles }, secret));
    next();
  };
}
