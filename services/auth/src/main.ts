import { Redis } from 'ioredis';
import {
  closeServer,
  createLogger,
  env,
  hostService,
  JetStreamTransport,
  listen,
  loadConfig,
  redisSessionStore,
  ServiceEnv,
  stopOnSignals,
} from '@hub/kit';
import { SCHEMA } from './app';
import { AuthEnv } from './config';
import { createAuthService } from './service';

/** The auth service in its own process (production topology): Postgres, Redis sessions, NATS. */
const config = loadConfig(
  ServiceEnv.extend({ PORT: env.port(3001), REDIS_URL: env.url() }).extend(AuthEnv.shape),
);
const logger = createLogger(SCHEMA, config.LOG_LEVEL);
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 });
const transport = await JetStreamTransport.connect({ url: config.NATS_URL, logger });

const service = createAuthService({
  config,
  sessionStore: redisSessionStore(redis),
  readiness: { redis: async () => (await redis.ping()) === 'PONG' },
});
const hosted = await hostService(service, {
  databaseUrl: config.DATABASE_URL,
  transport,
  logger,
  internalSecret: config.INTERNAL_SECRET,
});
const server = await listen(hosted.app, config.PORT);
logger.info({ port: config.PORT }, 'auth service listening');

stopOnSignals(logger, async () => {
  await closeServer(server);
  await hosted.stop();
  await transport.close();
  redis.disconnect();
});
