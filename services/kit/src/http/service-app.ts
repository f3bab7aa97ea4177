import type { RequestListener } from 'node:http';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Logger } from '../logger';
import { addToLogContext } from '../log-context';
import { compressAnswers, createBaseApp, pathOf, tagAnswers } from './base-app';
import { sendMetrics } from './metrics-endpoint';
import { serveReadiness, type ReadinessChecks } from './readiness';
import { documentRoutes, SERVICE_DOCUMENT_PATH } from './route-document';
import { checkRequestsBySchema } from './route-schema';
import { parseJsonBodies, readBody } from './request-body';
import { handedOverTo, UNSIGNED_REQUEST_MESSAGE, verifyRequest } from './request-signature';
import { registerSessions, type SessionOptions } from './session';

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
  /**
   * The auth service reads who is signed in from the session itself (it is what signs people in
   * and out), so the gateway vouches for no identity there, but still signs each request, and
   * the routes get the session; every other service gets the identity from the signed headers.
   */
  sessions?: SessionOptions;
}

/** A service's app. */
export type ServiceApp = FastifyInstance;

/** Which replica answered: the container's hostname, or REPLICA_NAME when several share a machine. */
const SERVED_BY = process.env.REPLICA_NAME ?? os.hostname();

/**
 * One app per service, all alike: JSON in and out, compressed where it is worth it, health probes,
 * the gateway's signature and the identity it vouches for, errors as `{ message }`.
 */
export function createServiceApp(options: ServiceAppOptions): FastifyInstance {
  const { name } = options;
  // Its one hop is the gateway (nothing unsigned gets an answer): the protocol it passes on is
  // the client's, which the session's Secure cookie goes by.
  const app = createBaseApp({ name, logger: options.logger, trustProxy: true });
  tagAnswers(app);
  // Here rather than in the gateway, which passes a service's answer on untouched (in its process
  // or over HTTP): each replica compresses its own answers, so a busy gateway does not do it all.
  compressAnswers(app);

  // The signature covers the body's digest, so the bytes are read first (or taken from the
  // gateway, when it runs this app in its own process and hands over what it vouches for instead
  // of signing) and parsed only once they are vouched for.
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('x-served-by', SERVED_BY);
    if (!request.url.startsWith('/api/')) return;
    const body = await readBody(request.raw);
    const verified =
      handedOverTo(request.raw, name) ??
      verifyRequest(
        request.headers,
        { service: name, method: request.method, url: request.url, body },
        options.internalSecret,
      );
    const vouched = options.sessions ? verified : verified?.identity && verified;
    if (!vouched) return reply.code(401).send({ message: UNSIGNED_REQUEST_MESSAGE });
    request.clientAddress = vouched.clientAddress;
    if (vouched.identity) {
      request.identity = vouched.identity;
      addToLogContext({ playerId: vouched.identity.playerId });
    }
  });
  parseJsonBodies(app);
  checkRequestsBySchema(app);
  void documentRoutes(app, name);

  // Once the plugins above have loaded: compression applies to the routes declared after it.
  app.after(() => {
    app.get('/healthz', async () => ({ status: 'ok', service: name }));
    serveReadiness(app, name, options.readiness);
    app.get('/metrics', (_request, reply) => sendMetrics(reply));
    app.get(SERVICE_DOCUMENT_PATH, (_request, reply) => reply.send(app.swagger()));
    void app.register(async (api) => {
      // The probes above answer without a session, whatever the session store's state.
      if (options.sessions) await registerSessions(api, options.sessions);
      options.routes(api);
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `No API route for ${request.method} ${pathOf(request)}` }),
  );
  return app;
}

/** The app as Node's request listener: for its own server, or mounted in the gateway's process. */
export async function requestListenerOf(app: FastifyInstance): Promise<RequestListener> {
  await app.ready();
  return (req, res) => app.routing(req, res);
}
