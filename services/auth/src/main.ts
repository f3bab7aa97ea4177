import {
  createLogger,
  createRedis,
  env,
  pingRedis,
  RedisSessionStore,
  runServiceProcess,
  serviceProcessEnv,
} from '@hub/kit';
import { SCHEMA } from './app';
import { AuthEnv } from './config';
import { createAuthService } from './service';

/**
 * The auth service in its own process (production topology): Postgres, Redis sessions, NATS. It
 * cannot see where the gateway listens, so it is always told the site's origin (PUBLIC_URL):
 * start:services, the compose file and the manifests all do.
 */
const AuthProcessEnv = serviceProcessEnv(3001)
  .extend({ REDIS_URL: env.url() })
  .extend(AuthEnv.shape)
  .extend({ PUBLIC_URL: env.url() });

await runServiceProcess(({ config, onStop }) => {
  const logger = createLogger(SCHEMA, config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL, logger);
  // Each page load asks auth for its session: a returning player's comes from the copy.
  const sessionStore = new RedisSessionStore(redis, { copies: { logger } });
  onStop(async () => {
    await sessionStore.close();
    redis.disconnect();
  });
  return createAuthService({
    config,
    sessionStore,
    sessionStoreReady: () => redis.status === 'ready',
    throttleStore: { redis },
    readiness: { redis: () => pingRedis(redis) },
  });
}, AuthProcessEnv);
