import type { RequestListener } from 'node:http';
import os from 'node:os';
import type { Express } from 'express';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import type { Logger } from '../logger';
import { metricsRegistry } from '../metrics';
import { addToLogContext } from '../log-context';
import { compressAnswers, createBaseApp, pathOf } from './base-app';
import { checkReadiness, type ReadinessChecks } from './readiness';
import { EMPTY_BODY, parseJsonBytes, readBody } from './request-body';
import { UNSIGNED_REQUEST_MESSAGE, verifyRequest } from './request-signature';

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

/** Which replica answered: the container's hostname, or REPLICA_NAME when several share a machine. */
const SERVED_BY = process.env.REPLICA_NAME ?? os.hostname();

/**
 * One app per service, all alike: JSON in and out, compressed where it is worth it, health probes,
 * the gateway's signature and the identity it vouches for, errors as `{ message }`.
 */
export function createServiceApp(options: ServiceAppOptions): FastifyInstance {
  const { name } = options;
  const app = createBaseApp({ name, logger: options.logger });
  // As Express did for every answer: a weak ETag, and a 304 to a client that has that version.
  void app.register(fastifyEtag, { weak: true });
  // Here rather than in the gateway, which passes a service's answer on untouched (in its process
  // or over HTTP): each replica compresses its own answers, so a busy gateway does not do it all.
  compressAnswers(app);

  // The signature covers the body's digest, so the bytes are read first (or taken from the
  // gateway, when it runs this app in its own process) and parsed only once they are vouched for.
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('x-served-by', SERVED_BY);
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
  // The body is already read (above): the parser takes the bytes, never the stream.
  app.addContentTypeParser('application/json', (request, _payload, done) => {
    try {
      done(null, parseJsonBytes(request.raw.rawBody ?? EMPTY_BODY));
    } catch (error) {
      done(error as Error);
    }
  });

  // Once the plugins above have loaded: compression applies to the routes declared after it.
  app.after(() => {
    app.get('/healthz', async () => ({ status: 'ok', service: name }));
    app.get('/readyz', async (_request, reply) => {
      const { httpStatus, body } = await checkReadiness(options.readiness);
      return reply.code(httpStatus).send(body);
    });
    app.get('/metrics', async (_request, reply) =>
      reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics()),
    );
    options.routes(app);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `No API route for ${request.method} ${pathOf(request)}` }),
  );
  return app;
}

const isFastify = (app: ServiceApp): app is FastifyInstance => 'routing' in app;

/** The app as Node's request listener: for its own server, or mounted in the gateway's process. */
export async function requestListenerOf(app: ServiceApp): Promise<RequestListener> {
  if (!isFastify(app)) return app;
  await app.ready();
  return (req, res) => app.routing(req, res);
}
