import { z } from 'zod';
import {
  closeServer,
  collectProcessMetrics,
  createLogger,
  env,
  listen,
  loadProcessConfig,
  metricsApp,
  createRedis,
  pingRedis,
  RedisSessionStore,
  requestListenerOf,
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
collectProcessMetrics();
const redis = createRedis(config.REDIS_URL, logger);

const upstreams = Object.fromEntries(
  SERVICES.map((name) => [
    name,
    { url: config[`${name.toUpperCase() as Uppercase<ServiceName>}_URL`] },
  ]),
) as Record<ServiceName, { url: string }>;

// Every request reads its session: a returning player's from this process's copy (tracked).
const sessionStore = new RedisSessionStore(redis, { copies: { logger } });
const app = await createGatewayApp({
  settings: config,
  logger,
  sessionStore,
  sessionStoreReady: () => redis.status === 'ready',
  upstreams,
  readiness: { redis: () => pingRedis(redis) },
});
// On every interface, unlike the services: the gateway is the public port.
const server = await listen(await requestListenerOf(app), config.PORT);
// The public port answers /metrics with a 404: the operator's scraper comes here instead.
const metricsServer = config.METRICS_PORT
  ? await listen(await requestListenerOf(metricsApp()), config.METRICS_PORT, config.METRICS_HOST)
  : null;
logger.info(
  {
    port: config.PORT,
    ...(metricsServer
      ? { metricsPort: config.METRICS_PORT, metricsHost: config.METRICS_HOST }
      : {}),
  },
  'gateway listening',
);
stopOnSignals(
  logger,
  async () => {
    await closeServer(server);
    if (metricsServer) await closeServer(metricsServer);
    await sessionStore.close();
    redis.disconnect();
  },
  { draining: [server], drainMs: config.SHUTDOWN_DRAIN_MS },
);
