import type { RequestListener } from 'node:http';
import { Redis } from 'ioredis';
import type request from 'supertest';
import type { Response } from 'supertest';
import {
  createBaseApp,
  createDb,
  createLogger,
  ensurePlayer,
  migrateSchema,
  readBody,
  RedisSessionStore,
  registerSessions,
  requestListenerOf,
  signIncomingRequest,
  SESSION_COOKIE,
  type Knex,
} from '@hub/kit';
import {
  createTestDatabase,
  testRedisUrl,
  TEST_INTERNAL_SECRET,
  uniqueNamespace,
} from '@hub/kit/testing';
import { createAuthApp, loadAuthConfig, migrations, SCHEMA, sessionTimeouts } from '@hub/auth';
import type { SignUpBody, User } from '@hub/proto';
import { startMailbox, tokenIn, type Mailbox } from '../../../tests/support/mailbox';

export const TEST_SESSION_SECRET = 'auth-test-session-secret-of-32-chars-or-more';

export interface AuthHarness {
  /** The auth app behind a stand-in for the gateway's session handling of game requests. */
  app: RequestListener;
  db: Knex;
  redis: Redis;
  /** The SMTP server the app sends its mail to. */
  mailbox: Mailbox;
  /** Key prefix of this file's sessions in Redis. */
  sessionPrefix: string;
  /** How many times the app asked the outbox relay to publish. */
  relayWakes(): number;
  stop(): Promise<void>;
}

/**
 * The auth app on a fresh database with its schema migrated and sessions in Redis under a prefix
 * of its own. `GET /test/play` stands in for a guest's game request through the gateway: it
 * gives the session a guest player id the way the gateway does (ensurePlayer), and answers it.
 * `siteUrl` stands for where that gateway would listen: the site's origin unless `env` has a
 * PUBLIC_URL.
 */
export async function startAuthHarness(
  env: Record<string, string> = {},
  siteUrl = 'http://localhost:8080',
): Promise<AuthHarness> {
  const database = await createTestDatabase();
  const db = createDb(database.url, SCHEMA);
  await migrateSchema(db, SCHEMA, migrations);
  const redis = new Redis(testRedisUrl());
  const namespace = uniqueNamespace('auth');
  const sessionPrefix = `${namespace}:sess:`;
  const sessionStore = new RedisSessionStore(redis, { prefix: sessionPrefix });
  const mailbox = await startMailbox();
  const config = loadAuthConfig(
    { SESSION_SECRET: TEST_SESSION_SECRET, SMTP_URL: mailbox.smtpUrl, ...env },
    siteUrl,
  );
  let wakes = 0;

  const logger = createLogger('auth-test', 'silent');
  const play = createBaseApp({ name: 'play', logger });
  await registerSessions(play, {
    secret: config.SESSION_SECRET,
    store: sessionStore,
    ...sessionTimeouts(config),
  });
  play.get('/test/play', async (request) => ({ playerId: ensurePlayer(request.session) }));
  const playing = await requestListenerOf(play);
  const auth = await requestListenerOf(
    createAuthApp({
      config,
      db,
      logger,
      internalSecret: TEST_INTERNAL_SECRET,
      sessionStore,
      throttleStore: { redis, keyPrefix: `${namespace}:` },
      wakeRelay: () => wakes++,
    }),
  );
  // What the gateway does in front of auth: each request's body read first, the request signed
  // for auth with the client's address; here a gateway behind a trusted proxy, which says where
  // the client is in X-Forwarded-For.
  const app: RequestListener = (req, res) => {
    if (req.url?.startsWith('/test/')) return playing(req, res);
    const forwardedFor = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')[0]
      ?.trim();
    const clientAddress = forwardedFor || req.socket.remoteAddress || '';
    void readBody(req).then(
      () => {
        signIncomingRequest(req, { service: SCHEMA, clientAddress }, TEST_INTERNAL_SECRET);
        auth(req, res);
      },
      () => res.writeHead(400).end(),
    );
  };

  return {
    app,
    db,
    redis,
    mailbox,
    sessionPrefix,
    relayWakes: () => wakes,
    async stop() {
      const keys = await redis.keys(`${namespace}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await mailbox.stop();
      await db.destroy();
      await database.drop();
    },
  };
}

/**
 * The session cookie a response sets, as a browser would send it back (`hub.sid=s%3A<id>.<sig>`),
 * if it sets one: the last one, as a browser keeps it (a new session's cookie may follow the
 * clearing of the old one).
 */
export function sessionCookieSetBy(res: Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.findLast((line) => line.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
}

/** The session id in the session cookie a response sets (`s:<id>.<signature>`), if it sets one. */
export function sessionIdSetBy(res: Response): string | undefined {
  const cookie = sessionCookieSetBy(res);
  if (!cookie) return undefined;
  const value = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1));
  return value.startsWith('s:') ? value.slice(2, value.lastIndexOf('.')) : undefined;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Agent = ReturnType<typeof request.agent>;

/** Sign-up, then the mailed link followed by the same agent: a verified user, signed in there. */
export async function signUpVerified(
  harness: AuthHarness,
  agent: Agent,
  body: SignUpBody,
): Promise<User> {
  await agent.post('/api/auth/signup').send(body).expect(201);
  const mail = await harness.mailbox.next(body.email.trim().toLowerCase());
  const verified = await agent
    .post('/api/auth/verify-email')
    .send({ token: tokenIn(mail, '/verify-email'), password: body.password })
    .expect(200);
  return verified.body as User;
}
