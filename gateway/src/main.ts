import { z } from 'zod';
import {
  closeServer,
  createLogger,
  env,
  listen,
  loadProcessConfig,
  createRedis,
  pingRedis,
  redisSessionStore,
  stopOnSignals,
} from '@hub/kit';
import { createGatewayApp } from './app';
import { GatewaySettings } from './config';
import { SERVICES, type ServiceName } from './routes';
import { upstreamUrls } from './upstreams';

/** The production topology: every service in its own processes, reached over HTTP. */
const ServiceUrls = z.object(
  Object.fromEntries(
    SERVICES.map((name) => [`${name.toUpperCase()}_URL`, upstreamUrls()]),
  ) as Record<`${Uppercase<ServiceName>}_URL`, ReturnType<typeof upstreamUrls>>,
);

const config = loadProcessConfig(
  GatewaySettings.extend({ REDIS_URL: env.url() }).extend(ServiceUrls.shape),
);
const logger = createLogger('gateway', config.LOG_LEVEL);
const redis = createRedis(config.REDIS_URL, logger);

const upstreams = Object.fromEntries(
  SERVICES.map((name) => [
    name,
    { url: config[`${name.toUpperCase() as Uppercase<ServiceName>}_URL`] },
  ]),
) as Record<ServiceName, { url: string }>;

const app = createGatewayApp({
  settings: config,
  logger,
  sessionStore: redisSessionStore(redis),
  sessionStoreReady: () => redis.status === 'ready',
  upstreams,
  readiness: { redis: () => pingRedis(redis) },
});
// On every interface, unlike the services: the gateway is the public port.
const server = await listen(app, config.PORT);
logger.info({ port: config.PORT }, 'gateway listening');
stopOnSignals(logger, async () => {
  await closeServer(server);
  redis.disconnect();
});
