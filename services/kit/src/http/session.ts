import { randomUUID } from 'node:crypto';
import type session from 'express-session';
import fastifyCookie, { Signer, type SerializeOptions } from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest, Session } from 'fastify';
import { addToLogContext, keepLogContext } from '../log-context';
import type { SessionStore } from '../sessions/store';
import { serviceUnavailable } from './errors';

declare module 'fastify' {
  interface Session {
    /** Every session plays as someone: the user id once signed in, else a guest id. */
    playerId?: string;
    userId?: string;
    roles?: string[];
    /** When this session (this id) began; sessions end after an absolute lifetime, however active. */
    startedAt?: number;
    /** When its idle timeout was last pushed back (the store's expiry and the cookie's). */
    refreshedAt?: number;
    /** On a sign-in's new session: the id of the one it replaced, still readable for a moment. */
    supersedes?: string;
    /** On that replaced session: when the sign-in replaced it (it is then only read, never kept alive). */
    supersededAt?: number;
  }
}

export const SESSION_COOKIE = 'hub.sid';
/**
 * The mark express-session put before a signed cookie's value, which the site used until it moved
 * to Fastify: kept, so the sessions begun before that move stay valid.
 */
const SIGNED_COOKIE_PREFIX = 's:';

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

type Callback = (error?: unknown, ...rest: unknown[]) => void;

/**
 * Sessions a sign-in replaces but keeps readable for a moment (signInSession), whose destroy by
 * @fastify/session's regenerate is skipped once: the sign-in has already written their readable
 * copy, and deleting it, even for the few store round trips until it was written again, would let
 * a request sent with the old cookie find no session, start a new guest and set its cookie over
 * the signed-in one.
 */
const keptThroughRegenerate = new Set<string>();

/**
 * A store that fails as the site must when it is down: every error is a 503 "try again" (the
 * store's own would be a 500), and the request goes on in its own log context, not the store's.
 */
function failingFast(store: SessionStore): SessionStore {
  const answer = (callback: Callback = () => {}) =>
    keepLogContext((error?: unknown, ...rest: unknown[]) =>
      callback(error ? sessionsUnavailable() : undefined, ...rest),
    );
  return Object.assign(Object.create(store) as SessionStore, {
    get: (id: string, callback: Callback) => store.get(id, answer(callback)),
    set: (id: string, stored: session.SessionData, callback?: Callback) =>
      store.set(id, stored, answer(callback)),
    destroy: (id: string, callback?: Callback) =>
      keptThroughRegenerate.delete(id) ? answer(callback)() : store.destroy(id, answer(callback)),
  });
}

/** Session ids whose signed cookies the signer remembers at once (each a few dozen bytes). */
const SIGNED_IDS_KEPT = 10_000;

/**
 * The cookie signer (@fastify/cookie's), remembering each cookie it found genuine and the id in
 * it: a returning visitor's every request brings the same cookie, whose check is an HMAC (about a
 * fifteenth of a returning read's CPU under `npm start`), and @fastify/session signs a restored
 * session's id again, one more HMAC for the very value the cookie held. Signing is deterministic,
 * so a remembered answer is the answer; only a cookie that checked out once is remembered, the
 * whole string, so a forged one is always checked.
 */
function rememberingSigner(secret: string) {
  const signer = new Signer(secret, 'sha256');
  const idOfCookie = new Map<string, string>();
  const cookieOfId = new Map<string, string>();
  return {
    sign: (id: string) => cookieOfId.get(id) ?? signer.sign(id),
    unsign(value: string) {
      const known = idOfCookie.get(value);
      if (known !== undefined) return { valid: true, renew: false, value: known };
      const checked = signer.unsign(value);
      if (checked.valid && checked.value) {
        if (idOfCookie.size >= SIGNED_IDS_KEPT) {
          idOfCookie.clear();
          cookieOfId.clear();
        }
        idOfCookie.set(value, checked.value);
        cookieOfId.set(checked.value, value);
      }
      return checked;
    },
  };
}

/**
 * Sessions on the routes of `app` (the gateway's that pass requests on to the games, the auth
 * service's): the cookie is httpOnly and SameSite=Lax, and Secure whenever the request came over
 * TLS (directly or through a trusted proxy). The gateway and the auth service register it with the
 * same store and secret: the gateway reads sessions, the auth service signs people in and out.
 * A changed session is saved when the answer is sent (or by saveSessionBeforeHandOver).
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
    secret: rememberingSigner(options.secret),
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
  // A session in use is kept alive by writing it again (the store's expiry and the cookie's
  // Expires both restart) once a small share of its idle timeout has passed, rather than on every
  // request: a read of today's puzzle then costs the store one read and no write. A session
  // therefore ends between 99 % and 100 % of the idle timeout after its last use.
  const refreshEveryMs = options.idleTimeoutMs / 100;
  app.addHook('onRequest', async (request) => {
    const { session: current } = request;
    if (current.startedAt && Date.now() - current.startedAt > options.absoluteTimeoutMs) {
      await current.regenerate();
      return;
    }
    if (!current.playerId) return;
    addToLogContext({ playerId: current.playerId });
    if (current.supersededAt) return;
    if (Date.now() - (current.refreshedAt ?? 0) >= refreshEveryMs) current.refreshedAt = Date.now();
  });
}

/** Gives a session with no player a new guest: what every visitor plays as until signing in. */
export function ensurePlayer(current: Session): string {
  if (!current.playerId) {
    current.playerId = randomUUID();
    current.startedAt = Date.now();
    current.refreshedAt = Date.now();
    addToLogContext({ playerId: current.playerId });
  }
  return current.playerId;
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

/**
 * How long a sign-in leaves the session it replaced readable. The browser may have sent requests
 * with the old cookie just before the sign-in's answer came back (a page's reads, a stream
 * reconnecting); answered after the old session were gone, each would start a new guest and set
 * its cookie, overwriting the signed-in one: the player would find themself signed out at once.
 */
const SUPERSEDED_SESSION_GRACE_MS = 30_000;

/**
 * Regenerates the session id (no fixation) and makes it a signed-in session. The session it
 * replaces stays readable, as it was, for a moment (SUPERSEDED_SESSION_GRACE_MS) if it was a
 * guest's or this same user's: never longer, never kept alive, never another user's (that one
 * ends now), so the old id never gains what the new one has.
 */
export async function signInSession(
  request: FastifyRequest,
  user: { id: string; roles: string[] },
): Promise<void> {
  const previous = request.session;
  const keepPrevious =
    previous.playerId !== undefined &&
    previous.supersededAt === undefined &&
    (previous.userId === undefined || previous.userId === user.id);
  const replaced = keepPrevious ? readableBriefly(previous) : undefined;
  if (replaced) {
    // One write turns the stored session into its readable copy, and regenerate leaves that copy
    // in place: a request with the old cookie finds a session at every moment of the sign-in.
    await storeSession(request.sessionStore, previous.sessionId, replaced);
    keptThroughRegenerate.add(previous.sessionId);
  }
  await previous.regenerate();
  const current = request.session;
  current.userId = user.id;
  current.playerId = user.id;
  current.roles = user.roles;
  current.startedAt = Date.now();
  current.refreshedAt = Date.now();
  if (replaced) current.supersedes = previous.sessionId;
  await current.save();
}

/**
 * The stored form of a replaced session, as it was but expiring shortly: its cookie's own max age
 * is the grace, so even a save (none is expected) could not keep it for longer than that.
 */
function readableBriefly(replaced: Session): Session {
  const stored = JSON.parse(JSON.stringify(replaced)) as session.SessionData;
  return {
    ...stored,
    supersededAt: Date.now(),
    cookie: {
      ...stored.cookie,
      originalMaxAge: SUPERSEDED_SESSION_GRACE_MS,
      expires: new Date(Date.now() + SUPERSEDED_SESSION_GRACE_MS),
    },
    // The store keeps a session as its JSON, which is what this is.
  } as unknown as Session;
}

/** The store as a request reaches it (@fastify/session's, wrapped by failingFast). */
type RequestSessionStore = FastifyRequest['sessionStore'];

const storeSession = (store: RequestSessionStore, id: string, stored: Session) =>
  new Promise<void>((resolve, reject) =>
    store.set(id, stored, (error) => (error ? reject(error as Error) : resolve())),
  );

/** Ends the stored session `id`, in any store with a callback `destroy` (express-session's kind). */
const destroySession = (
  store: { destroy(id: string, callback: (error?: unknown) => void): void },
  id: string,
) =>
  new Promise<void>((resolve, reject) =>
    store.destroy(id, (error) => (error ? reject(error as Error) : resolve())),
  );

/** Ends the session, and the one its sign-in replaced: gone from the store, and its cookie cleared. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { supersedes } = request.session;
  await request.session.destroy();
  if (supersedes) await destroySession(request.sessionStore, supersedes);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
