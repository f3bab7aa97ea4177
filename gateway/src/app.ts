import express, { type RequestHandler } from 'express';
import { apiDocsRoutes } from './api-docs';
import { compressResponses } from './compress';
import type session from 'express-session';
import {
  ensurePlayer,
  errorHandler,
  forbidden,
  jsonNotFound,
  logPlayer,
  notFound,
  readinessHandler,
  readRawBody,
  requestContext,
  sessionMiddleware,
  signIncomingRequest,
  stripIdentityHeaders,
  unauthorized,
  type Identity,
  type Logger,
  type ReadinessChecks,
} from '@hub/kit';
import type { SiteConfig } from '@hub/proto';
import { sessionTimeouts, type GatewaySettings } from './config';
import { gatewayRouteOf } from './route-label';
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
  upstreams: Record<ServiceName, Upstream>;
  /**
   * What /readyz requires: the gateway's own dependencies, such as the session store, and
   * in-process services, which only their host can probe. Services reached by URL are probed by
   * the gateway itself and reported, without failing readiness.
   */
  readiness?: ReadinessChecks;
}

/** The only public entry: security, sessions, identity, routing to services, and the web app. */
export function createGatewayApp(deps: GatewayDeps): express.Express {
  const { settings, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', settings.TRUST_PROXY ? 1 : false);
  app.use(requestContext(logger, { service: 'gateway', routeOf: gatewayRouteOf }));

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
  // A service with no ready replica is reported, but does not take the gateway out of rotation:
  // its paths answer a quick 503 of their own while the rest of the site keeps working, where an
  // unready gateway would turn one service's outage into the whole site's.
  app.get('/readyz', readinessHandler(deps.readiness ?? {}, upstreamReadiness));
  // Operators' paths never fall through to the web app (a probe must not read index.html as "up").
  // Metrics are the operator's: the gateway serves them on a listener of its own (METRICS_PORT).
  app.use(['/healthz', '/readyz', '/metrics'], () => {
    throw notFound();
  });

  app.use(compressResponses());
  app.use(securityHeaders(settings));
  app.use('/api', (req, _res, next) => {
    // Whatever the client sent. The address the auth service counts sign-in attempts by is signed
    // into each request instead (sign-in and sign-up limits live in the auth service, where no path
    // around the gateway skips them).
    stripIdentityHeaders(req.headers);
    next();
  });
  app.use('/api', csrfProtection(settings));

  const siteConfig: SiteConfig = {
    supportEmail: settings.SUPPORT_EMAIL ?? null,
    adsClientId: settings.ADS_CLIENT_ID ?? null,
  };
  app.get('/api/config', (_req, res) => {
    res.json(siteConfig);
  });
  app.use(apiDocsRoutes());

  const sessions = sessionMiddleware({
    secret: settings.SESSION_SECRET,
    store: deps.sessionStore,
    storeReady: deps.sessionStoreReady,
    ...sessionTimeouts(settings),
  });
  // Signed last, once the body is read and the identity known: the service checks that this very
  // request (service, method, path, body, time, client address, identity) came from here.
  const forward: RequestHandler = (req, res, next) => {
    const owner = res.locals.owner as ServiceName;
    const identity = res.locals.identity as Identity | undefined;
    signIncomingRequest(req, owner, identity, settings.INTERNAL_SECRET);
    // Express strips the mount path; services expect the full /api/... path.
    req.url = req.originalUrl;
    return upstreams[owner].handler(req, res, next);
  };

  app.use(
    '/api',
    (req, res, next) => {
      const owner = ownerOf(req.originalUrl.split('?')[0] ?? '');
      if (!owner) return jsonNotFound(req, res, next);
      res.locals.owner = owner;
      next();
    },
    // Read whole (up to the services' limit) before anything is forwarded: its digest is signed,
    // and the same bytes go to the service, or to a second replica on a retry.
    readRawBody(),
    (req, res, next) => {
      // The auth service reads and rewrites the session itself (sign-in regenerates it), so the
      // gateway must not also hold it open for those requests, nor vouch for an identity.
      if (res.locals.owner === 'auth') return forward(req, res, next);
      next();
    },
  );
  app.use('/api', ...sessions, ensurePlayer, logPlayer, vouchFor(), forward);

  app.use(webApp(settings.WEB_DIST));
  app.use(errorHandler(logger));
  return app;
}

/** Whom the gateway vouches for: the session's player; admin paths need the role here too. */
function vouchFor(): RequestHandler {
  return (req, res, next) => {
    const { playerId, userId, roles = [] } = req.session;
    if (!playerId) throw new Error('ensurePlayer must run before vouchFor');
    if (res.locals.owner === 'admin') {
      if (!userId) throw unauthorized();
      if (!roles.includes('admin')) throw forbidden('This area is for administrators only');
    }
    const identity: Identity = { playerId, userId, roles };
    res.locals.identity = identity;
    next();
  };
}
