import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import session from 'express-session';
import fastifyCookie, { type SerializeOptions } from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import RedisStore from 'connect-redis';
import connectPgSimple from 'connect-pg-simple';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { keepLogContext } from '../log-context';
import { serviceUnavailable } from './errors';

declare module 'express-session' {
  interface SessionData {
    /** Every session plays as someone: the user id once signed in, else a guest id. */
    playerId: string;
    userId: string;
    roles: string[];
    /** When this session (this id) began; sessions end after an absolute lifetime, however active. */
    startedAt: number;
    /** When its idle timeout was last pushed back (the store's expiry and the cookie's). */
    refreshedAt: number;
  }
}

declare module 'fastify' {
  interface Session {
    playerId?: string;
    userId?: string;
    roles?: string[];
    startedAt?: number;
    refreshedAt?: number;
  }
}

export const SESSION_COOKIE = 'hub.sid';
/**
 * The mark express-session puts before a signed cookie's value. Kept by @fastify/session, which
 * reads and writes the same cookie and the same stored sessions: sessions begun before the move to
 * Fastify stay valid, and the auth service (still on express-session) and the gateway share them.
 */
const SIGNED_COOKIE_PREFIX = 's:';

/**
 * Where sessions are kept: an express-session store (connect-redis, connect-pg-simple), which
 * @fastify/session takes as it is.
 */
export type SessionStore = session.Store;

export interface SessionOptions {
  secret: string;
  store: SessionStore;
  /** Rolling: a session unused for this long ends. */
  idleTimeoutMs: number;
  /** A session ends this long after sign-in (or after it began), whatever its activity. */
  absoluteTimeoutMs: number;
  /** False while the store is known to be unreachable (Redis down): answer 503 without trying. */
  storeReady?: () => boolean;
}

/** What a player sees while the session store is down: every request needs it. */
const sessionsUnavailable = () =>
  serviceUnavailable(
    'Sign-in and game progress are briefly unavailable. Please try again in a few seconds.',
  );

/**
 * The session cookie is httpOnly and SameSite=Lax, and Secure whenever the request came over TLS
 * (directly or through a trusted proxy). Both the gateway and the auth service mount this with the
 * same store and secret: the gateway reads sessions, the auth service signs people in and out.
 */
export function sessionMiddleware(options: SessionOptions): RequestHandler[] {
  const sessions = session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store: options.store,
    resave: false,
    saveUninitialized: false,
    // Not rewritten on every read: keepAlive pushes the idle timeout back now and then instead.
    rolling: false,
    proxy: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: options.idleTimeoutMs,
      path: '/',
    },
  });
  // Before the session is read, and instead of the store's own error (a generic 500): a request
  // must not run, and a new visitor must not get a cookie, without a working store.
  const requireStore: RequestHandler = (req, res, next) => {
    if (options.storeReady && !options.storeReady()) return next(sessionsUnavailable());
    // The store answers in a callback: the request goes on in its own log context, not the store's.
    sessions(
      req,
      res,
      keepLogContext((error?: unknown) => next(error ? sessionsUnavailable() : undefined)),
    );
  };
  const enforceAbsoluteLifetime: RequestHandler = (req, _res, next) => {
    const startedAt = req.session?.startedAt;
    if (startedAt && Date.now() - startedAt > options.absoluteTimeoutMs) {
      req.session.regenerate(keepLogContext((error: unknown) => next(error)));
      return;
    }
    next();
  };
  // A session in use is kept alive by writing it again (the store's expiry and the cookie's
  // Expires both restart) once a small share of its idle timeout has passed, rather than on every
  // request: a read of today's puzzle then costs the store one read and no write. A session
  // therefore ends between 99 % and 100 % of the idle timeout after its last use.
  const refreshEveryMs = options.idleTimeoutMs / 100;
  const keepAlive: RequestHandler = (req, _res, next) => {
    const { session: current } = req;
    if (current?.playerId && Date.now() - (current.refreshedAt ?? 0) >= refreshEveryMs) {
      current.refreshedAt = Date.now();
    }
    next();
  };
  return [requireStore, enforceAbsoluteLifetime, keepAlive];
}

/**
 * A store that fails as the site must when it is down: every error is a 503 "try again" (the
 * store's own would be a 500), and the request goes on in its own log context, not the store's.
 */
function failingFast(store: session.Store): session.Store {
  const answer =
    (callback: (error?: unknown, ...rest: unknown[]) => void) =>
    (error?: unknown, ...rest: unknown[]) =>
      callback(error ? sessionsUnavailable() : undefined, ...rest);
  return Object.assign(Object.create(store) as session.Store, {
    get: (id: string, callback: (error: unknown, stored?: unknown) => void) =>
      store.get(id, keepLogContext(answer(callback))),
    set: (id: string, stored: session.SessionData, callback?: (error?: unknown) => void) =>
      store.set(id, stored, keepLogContext(answer(callback ?? (() => {})))),
    destroy: (id: string, callback?: (error?: unknown) => void) =>
      store.destroy(id, keepLogContext(answer(callback ?? (() => {})))),
  });
}

/**
 * Sessions on a Fastify app (the gateway's routes that use them): the same cookie, store, rules
 * and timeouts as sessionMiddleware, with @fastify/session. A session is saved by the plugin when
 * the answer is sent, unless the route saves it itself (saveSession).
 */
export async function registerSessions(
  app: FastifyInstance,
  options: SessionOptions,
): Promise<void> {
  // Before the session is read: a request must not run, and a new visitor must not get a cookie,
  // without a working store.
  app.addHook('onRequest', (_request, _reply, done) => {
    done(options.storeReady && !options.storeReady() ? sessionsUnavailable() : undefined);
  });
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: options.secret,
    store: failingFast(options.store),
    cookieName: SESSION_COOKIE,
    cookiePrefix: SIGNED_COOKIE_PREFIX,
    saveUninitialized: false,
    // Not rewritten on every read: the hook below pushes the idle timeout back now and then.
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: options.idleTimeoutMs,
      path: '/',
    },
  });
  const refreshEveryMs = options.idleTimeoutMs / 100;
  app.addHook('onRequest', async (request) => {
    const { session: current } = request;
    if (current.startedAt && Date.now() - current.startedAt > options.absoluteTimeoutMs) {
      await current.regenerate();
      return;
    }
    // As keepAlive in sessionMiddleware: written again once a small share of the idle timeout has
    // passed, not on every read.
    if (current.playerId && Date.now() - (current.refreshedAt ?? 0) >= refreshEveryMs) {
      current.refreshedAt = Date.now();
    }
  });
}

/**
 * Saves a changed session and sets its cookie on the response itself, for a route that hands the
 * response over to someone else to write (the gateway, passing a request on to a service):
 * @fastify/session does both only when this app sends the answer.
 */
export async function saveSessionBeforeHandOver(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const { session: current } = request;
  if (!current.isModified()) return;
  await current.save();
  const value = SIGNED_COOKIE_PREFIX + current.encryptedSessionId;
  // The cookie's attributes as @fastify/session writes them (its Cookie's JSON).
  const cookie = current.cookie as unknown as { toJSON(): SerializeOptions };
  reply.raw.appendHeader(
    'set-cookie',
    request.server.serializeCookie(SESSION_COOKIE, value, cookie.toJSON()),
  );
}

/** Gives a new session its guest player id. */
export const ensurePlayer: RequestHandler = (req, _res, next) => {
  if (req.session && !req.session.playerId) {
    req.session.playerId = randomUUID();
    req.session.startedAt = Date.now();
    req.session.refreshedAt = Date.now();
  }
  next();
};

/** Regenerates the session id (no fixation) and makes it a signed-in session. */
export function signInSession(
  req: Express.Request,
  user: { id: string; roles: string[] },
): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((regenerateError) => {
      if (regenerateError) return reject(regenerateError);
      req.session.userId = user.id;
      req.session.playerId = user.id;
      req.session.roles = user.roles;
      req.session.startedAt = Date.now();
      req.session.refreshedAt = Date.now();
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

export function destroySession(req: Express.Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((error) => (error ? reject(error) : resolve()));
  });
}

export function redisSessionStore(client: Redis, prefix = 'sess:'): session.Store {
  // No touch: an unchanged session is not written back (sessionMiddleware's keepAlive).
  return new RedisStore({ client, prefix, disableTouch: true });
}

/** For the single-process start, where there is no Redis: sessions live in Postgres. */
export function postgresSessionStore(pool: pg.Pool, schemaName: string): session.Store {
  const PgStore = connectPgSimple(session);
  return new PgStore({
    pool,
    schemaName,
    tableName: 'sessions',
    createTableIfMissing: true,
    disableTouch: true,
  });
}
