import type { RequestListener } from 'node:http';
import os from 'node:os';
import type { Express } from 'express';
import fastifyEtag from '@fastify/etag';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from '../logger';
import { metricsRegistry } from '../metrics';
import { addToLogContext } from '../log-context';
import { clientErrorOf, SERVER_ERROR_MESSAGE } from './errors';
import { checkReadiness, type ReadinessChecks } from './readiness';
import { BODY_LIMIT_BYTES, EMPTY_BODY, parseJsonBytes, readBody } from './request-body';
import { trackRequest } from './request-context';
import { UNSIGNED_REQUEST_MESSAGE, verifyRequest } from './request-signature';
import { UNMATCHED_ROUTE } from './route-template';

declare module 'fastify' {
  interface FastifyRequest {
    /** Where the client is, as the gateway saw it and signed it (never X-Forwarded-For). */
    clientAddress?: string;
  }
}

/** A service's routes, declared on its app (`app.get('/api/...', handler)`). */
export type ServiceRoutes = (app: FastifyInstance) => void;

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  /** Verifies the gateway's signature on every /api request. */
  internalSecret: string;
  /** What /readyz reports: each dependency the service cannot work without. */
  readiness: ReadinessChecks;
  /** The service's /api routes. */
  routes: ServiceRoutes;
}

/** What a service's app is: Fastify, or Express for the auth service until it moves too. */
export type ServiceApp = FastifyInstance | Express;

/** One route an app declares: `GET /api/jotto/match/:id`. */
export interface DeclaredRoute {
  method: string;
  path: string;
}

const declaredRoutes = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/**
 * Every route a service app declares, read from the app itself (the API document is checked
 * against it). The automatic HEAD of a GET is left out.
 */
export function declaredRoutesOf(app: FastifyInstance): DeclaredRoute[] {
  return [...(declaredRoutes.get(app) ?? [])];
}

/** The path asked for, without its query (where OAuth codes travel). */
const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

/** Which replica answered: the container's hostname, or REPLICA_NAME when several share a machine. */
const SERVED_BY = process.env.REPLICA_NAME ?? os.hostname();

/**
 * One Fastify app per service, all alike: JSON in and out, health probes, the gateway's signature
 * and the identity it vouches for, errors as `{ message }`. Fastify rather than Express: every
 * request of the site crosses a service app, and Express alone costs more per request than the
 * daily read's whole budget (docs/performance.md).
 */
export function createServiceApp(options: ServiceAppOptions): FastifyInstance {
  const { name, logger } = options;
  const answerError = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const answer = clientErrorOf(error);
    if (answer) {
      return reply
        .code(answer.status)
        .headers(answer.headers ?? {})
        .send({ message: answer.message });
    }
    logger.error({ err: error, method: request.method, path: pathOf(request) }, 'request failed');
    return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
  };
  const app = Fastify({
    logger: false,
    // What Fastify refuses before routing (a path that is not valid percent-encoding) is answered
    // as every other refusal.
    frameworkErrors: answerError,
    // As Express matched paths: /api/x/ is /api/x, and a long word in a path still reaches its
    // route (and its own refusal) rather than a 404 for the path.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1_000 },
    bodyLimit: BODY_LIMIT_BYTES,
  });
  // As Express did for every answer: a weak ETag, and a 304 to a client that has that version.
  void app.register(fastifyEtag, { weak: true });
  const declared: DeclaredRoute[] = [];
  declaredRoutes.set(app, declared);
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) {
      if (one !== 'HEAD') declared.push({ method: one, path: url });
    }
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-served-by', SERVED_BY);
    trackRequest(
      logger,
      request.raw,
      reply.raw,
      () => ({
        service: name,
        method: request.method,
        path: pathOf(request),
        route: (!request.is404 && request.routeOptions.url) || UNMATCHED_ROUTE,
      }),
      done,
    );
  });

  // The signature covers the body's digest, so the bytes are read first (or taken from the
  // gateway, when it runs this app in its own process) and parsed only once they are vouched for.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const body = await readBody(request.raw);
    const verified = verifyRequest(
      request.headers,
      { service: name, method: request.method, url: request.url, body },
      options.internalSecret,
    );
    if (!verified?.identity) {
      return reply.code(401).send({ message: UNSIGNED_REQUEST_MESSAGE });
    }
    request.identity = verified.identity;
    request.clientAddress = verified.clientAddress;
    addToLogContext({ playerId: verified.identity.playerId });
  });
  // The body is already read (above): parsers take the bytes, never the stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', (request, _payload, done) => {
    try {
      done(null, parseJsonBytes(request.raw.rawBody ?? EMPTY_BODY));
    } catch (error) {
      done(error as Error);
    }
  });
  // Any other type is left unparsed, as express.json left it; routes then see no body.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.get('/healthz', async () => ({ status: 'ok', service: name }));
  app.get('/readyz', async (_request, reply) => {
    const { httpStatus, body } = await checkReadiness(options.readiness);
    return reply.code(httpStatus).send(body);
  });
  app.get('/metrics', async (_request, reply) =>
    reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics()),
  );
  options.routes(app);

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `No API route for ${request.method} ${pathOf(request)}` }),
  );
  app.setErrorHandler(answerError);
  return app;
}

const isFastify = (app: ServiceApp): app is FastifyInstance => 'routing' in app;

/** The app as Node's request listener: for its own server, or mounted in the gateway's process. */
export async function requestListenerOf(app: ServiceApp): Promise<RequestListener> {
  if (!isFastify(app)) return app;
  await app.ready();
  return (req, res) => app.routing(req, res);
}
