import express from 'express';
import { Redis } from 'ioredis';
import type { Response } from 'supertest';
import {
  createDb,
  createLogger,
  ensurePlayer,
  migrateSchema,
  redisSessionStore,
  sessionMiddleware,
  SESSION_COOKIE,
  type Knex,
} from '@hub/kit';
import { createTestDatabase, testRedisUrl, uniqueNamespace } from '@hub/kit/testing';
import { createAuthApp, loadAuthConfig, migrations, SCHEMA, sessionTimeouts } from '@hub/auth';

export const TEST_SESSION_SECRET = 'auth-test-session-secret-of-32-chars-or-more';

export interface AuthHarness {
  /** The auth app behind a stand-in for the gateway's session handling of game requests. */
  app: express.Express;
  db: Knex;
  redis: Redis;
  /** Key prefix of this file's sessions in Redis. */
  sessionPrefix: string;
  /** How many times the app asked the outbox relay to publish. */
  relayWakes(): number;
  stop(): Promise<void>;
}

/**
 * The auth app on a fresh database with its schema migrated and sessions in Redis under a prefix
 * of its own. `GET /test/play` stands in for a guest's game request through the gateway: it
 * gives the session a guest player id the way the gateway does, and answers it.
 */
export async function startAuthHarness(env: Record<string, string> = {}): Promise<AuthHarness> {
  const database = await createTestDatabase();
  const db = createDb(database.url, SCHEMA);
  await migrateSchema(db, SCHEMA, migrations);
  const redis = new Redis(testRedisUrl());
  const sessionPrefix = `${uniqueNamespace('auth')}:sess:`;
  const sessionStore = redisSessionStore(redis, sessionPrefix);
  const config = loadAuthConfig({ SESSION_SECRET: TEST_SESSION_SECRET, ...env });
  let wakes = 0;

  const app = express();
  app.set('trust proxy', true);
  const gatewaySessions = sessionMiddleware({
    secret: config.SESSION_SECRET,
    store: sessionStore,
    ...sessionTimeouts(config),
  });
  app.get('/test/play', ...gatewaySessions, ensurePlayer, (req, res) => {
    res.json({ playerId: req.session.playerId });
  });
  app.use(
    createAuthApp({
      config,
      db,
      logger: createLogger('auth-test', 'silent'),
      sessionStore,
      wakeRelay: () => wakes++,
    }),
  );

  return {
    app,
    db,
    redis,
    sessionPrefix,
    relayWakes: () => wakes,
    async stop() {
      const keys = await redis.keys(`${sessionPrefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await db.destroy();
      await database.drop();
    },
  };
}

/** The session id in a response's Set-Cookie (`s:<id>.<signature>`), if it sets one. */
export function sessionIdSetBy(res: Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) return undefined;
  const value = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1).split(';')[0] ?? '');
  return value.startsWith('s:') ? value.slice(2, value.lastIndexOf('.')) : undefined;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
