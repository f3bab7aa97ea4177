import { hash } from 'node:crypto';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from '../logger';
import { clientErrorOf, SERVER_ERROR_MESSAGE } from './errors';
import { BODY_LIMIT_BYTES } from './request-body';
import { trackRequest } from './request-context';
import { UNMATCHED_ROUTE } from './route-template';

export interface BaseAppOptions {
  /** Whose requests they are in logs and metrics: the service's name, or `gateway`. */
  name: string;
  logger: Logger;
  /**
   * Whether the one proxy in front (a TLS-terminating load balancer) may say where the client is
   * and how it connected (X-Forwarded-For, -Proto, -Host); no one may by default.
   */
  trustProxy?: boolean;
  /** A request's route label in the metrics; by default the template of the route that answered. */
  routeOf?: (request: FastifyRequest) => string;
}

/** One route an app declares: `GET /api/jotto/match/:id`. */
export interface DeclaredRoute {
  method: string;
  path: string;
}

const declaredRoutes = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/**
 * Every route an app declares, read from the app itself (the API document is checked against
 * it). HEAD is left out: it answers as its GET does.
 */
export function declaredRoutesOf(app: FastifyInstance): DeclaredRoute[] {
  return [...(declaredRoutes.get(app) ?? [])];
}

/** The path asked for, without its query (where OAuth codes travel). */
export const pathOf = (request: FastifyRequest): string => request.url.split('?')[0] ?? '';

/** The template of the route that answered (`/api/jotto/match/:id`), never the path itself. */
export const routeOfRequest = (request: FastifyRequest): string =>
  (!request.is404 && request.routeOptions.url) || UNMATCHED_ROUTE;

/**
 * The Fastify app every process starts from, the gateway and each service alike: each request
 * tracked (its id, one log line, its metrics), errors answered as `{ message }` (a bland 500 for
 * ours, the stack trace kept in the log), paths matched as people type them, and no body parsed
 * by Fastify: whoever needs a body reads its exact bytes first (request-body.ts), because the
 * gateway's signature covers them.
 *
 * Fastify rather than Express: every request of the site crosses two of these apps (the gateway's
 * and a service's), and Express alone costs more per request than a daily read's whole budget
 * (docs/performance.md).
 */
export function createBaseApp(options: BaseAppOptions): FastifyInstance {
  const { name, logger, routeOf = routeOfRequest } = options;
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
    // One hop: the address the proxy itself saw, never what the client wrote before it.
    trustProxy: options.trustProxy ? (_address: string, hop: number) => hop < 1 : false,
    // What Fastify refuses before routing (a path that is not valid percent-encoding) is answered
    // as every other refusal.
    frameworkErrors: answerError,
    // /api/x/ is /api/x, and a long word in a path still reaches its route (and its own refusal)
    // rather than a 404 for the path.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1_000 },
    bodyLimit: BODY_LIMIT_BYTES,
  });
  const declared: DeclaredRoute[] = [];
  declaredRoutes.set(app, declared);
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) {
      if (one !== 'HEAD') declared.push({ method: one, path: url });
    }
  });
  app.addHook('onRequest', (request, reply, done) => {
    trackRequest(
      logger,
      request.raw,
      reply.raw,
      () => ({
        service: name,
        method: request.method,
        path: pathOf(request),
        route: routeOf(request),
      }),
      done,
    );
  });
  app.removeAllContentTypeParsers();
  // Any body is left unparsed unless the app says how (createServiceApp parses JSON).
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  app.setErrorHandler(answerError);
  return app;
}

/**
 * As Express did for every answer: a weak ETag, and a 304 to a client that has that version. The
 * digest in one call (the plugin's own makes a hash object per answer).
 */
export function tagAnswers(app: FastifyInstance): void {
  void app.register(fastifyEtag, {
    weak: true,
    hashFn: (payload) => hash('sha1', payload, 'base64'),
  });
}

/**
 * Compresses what an app makes per request: brotli where the client accepts it (at quality 4, as
 * cheap as gzip's default for a better ratio; 11 is for files compressed once, at build time),
 * else gzip, with `Vary: Accept-Encoding`. Not answers under 1 kB, where it costs more than it
 * saves, nor what already carries an encoding (the web app's files, compressed by the build), nor
 * live event streams, which are written to the connection as they happen (event-stream.ts).
 */
export function compressAnswers(app: FastifyInstance): void {
  void app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1_024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
