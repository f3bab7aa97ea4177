import {
  createLogger,
  createRedis,
  env,
  pingRedis,
  redisSessionStore,
  runServiceProcess,
  serviceProcessEnv,
} from '@hub/kit';
import { SCHEMA } from './app';
import { AuthEnv } from './config';
import { createAuthService } from './service';

/** The auth service in its own process (production topology): Postgres, Redis sessions, NATS. */
const AuthProcessEnv = serviceProcessEnv(3001)
  .extend({ REDIS_URL: env.url() })
  .extend(AuthEnv.shape);

await runServiceProcess(({ config, onStop }) => {
  const redis = createRedis(config.REDIS_URL, createLogger(SCHEMA, config.LOG_LEVEL));
  onStop(() => redis.disconnect());
  return createAuthService({
    config,
    sessionStore: redisSessionStore(redis),
    sessionStoreReady: () => redis.status === 'ready',
    throttleStore: { redis },
    readiness: { redis: () => pingRedis(redis) },
  });
}, AuthProcessEnv);
