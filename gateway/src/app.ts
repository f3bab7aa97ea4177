import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  checkRequestsBySchema,
  compressAnswers,
  createBaseApp,
  documentRoutes,
  ensurePlayer,
  forbidden,
  notFound,
  pathOf,
  readBody,
  registerSessions,
  routeOfRequest,
  routeSchema,
  saveSessionBeforeHandOver,
  serveReadiness,
  handOverInProcess,
  signIncomingRequest,
  stripIdentityHeaders,
  tagAnswers,
  unauthorized,
  type Identity,
  type Logger,
  type ReadinessChecks,
  type SessionStore,
} from '@hub/kit';
import { SiteConfig } from '@hub/proto';
import { json } from '@hub/proto/api';
import { apiDocsRoutes } from './api-docs';
import { sessionTimeouts, type GatewaySettings } from './config';
import { gatewayRouteOf } from './route-label';
import { routePatternsOf, SERVICES, type ServiceName } from './routes';
import { csrfProtection, securityHeaders } from './security';
import { answerJson, connectUpstream, type ConnectedUpstream, type Upstream } from './upstreams';
import { serveWebApp } from './web-app';

export interface GatewayDeps {
  settings: GatewaySettings;
  logger: Logger;
  sessionStore: SessionStore;
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

/** Paths of the operator's that never fall through to the web app. */
const OPERATOR_PATHS = /^\/(healthz|readyz|metrics)(\/|$)/;

type Upstreams = Record<ServiceName, ConnectedUpstream>;

const CONFIG_SCHEMA = routeSchema(
  'get',
  {
    summary: 'Operator settings the web app needs',
    access: 'anyone',
    answers: { 200: json(SiteConfig) },
  },
  'the gateway',
);

/** The only public entry: security, sessions, identity, routing to services, and the web app. */
export async function createGatewayApp(deps: GatewayDeps): Promise<FastifyInstance> {
  const { settings, logger } = deps;
  const app = createBaseApp({
    name: 'gateway',
    logger,
    trustProxy: settings.TRUST_PROXY,
    routeOf: (request) => gatewayRouteOf(pathOf(request), routeOfRequest(request)),
  });

  // Its own routes declare themselves, as the services' do, for the API document (api-docs/).
  checkRequestsBySchema(app);
  await documentRoutes(app, 'gateway');

  const upstreams = Object.fromEntries(
    SERVICES.map((name) => [name, connectUpstream(name, deps.upstreams[name], logger)]),
  ) as Upstreams;
  app.addHook('onClose', async () => {
    for (const upstream of Object.values(upstreams)) upstream.close();
  });
  probeRoutes(app, deps, upstreams);

  app.addHook('onRequest', securityHeaders(settings));
  // What the gateway answers itself; a service's answers come compressed by the service.
  compressAnswers(app);
  tagAnswers(app);
  const web = await serveWebApp(app, settings.WEB_DIST);

  const siteConfig: SiteConfig = {
    supportEmail: settings.SUPPORT_EMAIL ?? null,
    adsClientId: settings.ADS_CLIENT_ID ?? null,
  };
  app.get('/api/config', { schema: CONFIG_SCHEMA }, async () => siteConfig);
  apiDocsRoutes(app, upstreams);

  await app.register((api) => serviceRoutes(api, deps, upstreams));

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request);
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.code(404).send({ message: `No API route for ${request.method} ${path}` });
    }
    // Operators' paths never fall through to the web app (a probe must not read index.html as
    // "up"). Metrics are the operator's: the gateway serves them on a listener of its own.
    if (OPERATOR_PATHS.test(path)) throw notFound();
    // A missing build file is missing, not a page.
    if (path.startsWith('/assets/')) throw notFound('No such file');
    return web.shell(reply, 404);
  });
  return app;
}

/** /healthz, and /readyz with the readiness checks reported as metrics at each scrape. */
function probeRoutes(app: FastifyInstance, deps: GatewayDeps, upstreams: Upstreams): void {
  const upstreamReadiness = Object.fromEntries(
    SERVICES.flatMap((name) => {
      const { ready } = upstreams[name];
      return ready ? [[name, ready]] : [];
    }),
  );
  app.get('/healthz', async () => ({ status: 'ok', service: 'gateway' }));
  // A service with no ready replica is reported, but does not take the gateway out of rotation:
  // its paths answer a quick 503 of their own while the rest of the site keeps working, where an
  // unready gateway would turn one service's outage into the whole site's.
  serveReadiness(app, 'gateway', deps.readiness ?? {}, upstreamReadiness);
}

/** The services' /api paths: checked, read, vouched for and passed on to their owners. */
async function serviceRoutes(
  api: FastifyInstance,
  deps: GatewayDeps,
  upstreams: Upstreams,
): Promise<void> {
  const { settings } = deps;
  api.addHook('onRequest', (request, _reply, done) => {
    // Whatever the client sent. The address the auth service counts sign-in attempts by is
    // signed into each request instead (sign-in and sign-up limits live in the auth service,
    // where no path around the gateway skips them).
    stripIdentityHeaders(request.headers);
    done();
  });
  api.addHook('onRequest', csrfProtection(settings));
  // Read whole (up to the services' limit) before anything is forwarded: its digest is signed,
  // and the same bytes go to the service, or to a second replica on a retry.
  api.addHook('onRequest', async (request) => {
    await readBody(request.raw);
  });
  const passOn = passingOn(upstreams, settings, deps.logger);

  // The auth service reads and rewrites the session itself (sign-in regenerates it), so the
  // gateway must not also hold it open for its requests, nor vouch for an identity.
  for (const url of routePatternsOf('auth')) {
    api.all(url, (request, reply) => passOn('auth', request, reply));
  }

  await api.register(async (players) => {
    await registerSessions(players, {
      secret: settings.SESSION_SECRET,
      store: deps.sessionStore,
      storeReady: deps.sessionStoreReady,
      ...sessionTimeouts(settings),
    });
    for (const owner of SERVICES.filter((name) => name !== 'auth')) {
      for (const url of routePatternsOf(owner)) {
        players.all(url, async (request, reply) => {
          request.identity = vouchFor(request, owner);
          // The service writes the answer, not this app: the session is saved now, and its
          // cookie set, or @fastify/session would do neither.
          await saveSessionBeforeHandOver(request, reply);
          passOn(owner, request, reply);
        });
      }
    }
  });
}

/**
 * Hands a request to its owner, signed last, once the body is read and the identity known: the
 * service checks that this very request (service, method, path, body, time, client address,
 * identity) came from here. From then on the service answers on the connection itself (in this
 * process, or its answer streamed back from its own), so this app sends nothing more.
 */
function passingOn(upstreams: Upstreams, settings: GatewaySettings, logger: Logger) {
  return (owner: ServiceName, request: FastifyRequest, reply: FastifyReply) => {
    // How the client connected, as this gateway judges it (TRUST_PROXY says whether to take the
    // word of the proxy in front): what a service's cookies are Secure by.
    request.raw.headers['x-forwarded-proto'] = request.protocol;
    const to = { service: owner, clientAddress: request.ip, identity: request.identity };
    const upstream = upstreams[owner];
    // A service in this very process (npm start) has no wire to trust: it is handed what the
    // signature would say, on the request object, and spared two HMACs a request.
    if (upstream.inProcess) handOverInProcess(request.raw, to);
    else signIncomingRequest(request.raw, to, settings.INTERNAL_SECRET);
    reply.hijack();
    try {
      upstream.forward(request.raw, reply.raw);
    } catch (error) {
      logger.error({ err: error, service: owner }, 'forwarding failed');
      answerJson(reply.raw, 502, { message: `The ${owner} service is unavailable.` });
    }
  };
}

/**
 * Whom the gateway vouches for: the session's player, a new guest for a new session (marked as
 * such, so that services skip looking up what such a player cannot have yet); admin paths need
 * the role here too.
 */
function vouchFor(request: FastifyRequest, owner: ServiceName): Identity {
  const newPlayer = !request.session.playerId;
  const playerId = ensurePlayer(request.session);
  const { userId, roles = [] } = request.session;
  if (owner === 'admin') {
    if (!userId) throw unauthorized();
    if (!roles.includes('admin')) throw forbidden('This area is for administrators only');
  }
  return {
    playerId,
    ...(userId ? { userId } : {}),
    roles,
    ...(newPlayer ? { newPlayer: true as const } : {}),
  };
}
