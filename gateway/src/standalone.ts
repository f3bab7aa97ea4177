// `npm start`: the whole site from one process. The gateway mounts every service in-process (each
// still its own app, schema, outbox and relay). Infrastructure comes from DATABASE_URL, REDIS_URL
// and NATS_URL when set; otherwise an embedded Postgres, sessions in Postgres and an in-process
// event transport, so a machine with only Node and npm runs the real thing.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { createAuthService, loadAuthConfig } from '@hub/auth';
import { adminService } from '@hub/admin';
import { bloomService } from '@hub/bloom';
import { jottoService } from '@hub/jotto';
import { createLeaderboardService, loadReminderConfig } from '@hub/leaderboard';
import { wordreeService } from '@hub/wordree';
import {
  closeServer,
  collectProcessMetrics,
  createLogger,
  ensureDatabase,
  env,
  exitOnConfigError,
  hostServices,
  InProcessTransport,
  JetStreamTransport,
  listen,
  loadConfig,
  loadOrCreateLocalSecrets,
  metricsApp,
  createRedis,
  pingDb,
  pingRedis,
  PostgresSessionStore,
  RedisSessionStore,
  requestListenerOf,
  stopOnSignals,
  type EventTransport,
  type ServiceUrls,
} from '@hub/kit';
import { createGatewayApp } from './app';
import { GatewaySettings } from './config';
import { startEmbeddedPostgres } from './embedded-postgres';
import type { ServiceName } from './routes';
import { answersReady, type Upstream } from './upstreams';

const Infrastructure = z.object({
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_POSTGRES_PORT: env.port(54329),
  DATABASE_URL: env.url().optional(),
  REDIS_URL: env.url().optional(),
  NATS_URL: env.url().optional(),
});

/**
 * Without a mail server, whoever tries the site on their own machine reads its mails at
 * /api/auth/dev/mailbox (from that machine only). Never in production; DEV_MAILBOX=false keeps
 * it closed here too.
 */
function withDevMailbox(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const mailless = environment.NODE_ENV !== 'production' && !environment.SMTP_URL;
  return mailless
    ? { ...environment, DEV_MAILBOX: environment.DEV_MAILBOX || 'true' }
    : environment;
}

// A bad setting ends the start with the list of problems and exit code 78, as in every process.
const infrastructure = exitOnConfigError(() => loadConfig(Infrastructure));
const dataDir = path.resolve(infrastructure.DATA_DIR);
const environment = { ...loadOrCreateLocalSecrets(dataDir), ...process.env };
const settings = exitOnConfigError(() => loadConfig(GatewaySettings, environment));
// This process is the site: mailed links lead to it unless PUBLIC_URL names another origin.
const siteUrl = `http://localhost:${settings.PORT}`;
const authConfig = exitOnConfigError(() => loadAuthConfig(withDevMailbox(environment), siteUrl));
const reminderConfig = exitOnConfigError(() => loadReminderConfig(environment));
const logger = createLogger('hub', settings.LOG_LEVEL);
collectProcessMetrics();

const embedded = infrastructure.DATABASE_URL
  ? null
  : await startEmbeddedPostgres(dataDir, infrastructure.EMBEDDED_POSTGRES_PORT, logger).catch(
      (error: unknown) => {
        // Said plainly, without a stack: what is wrong and what to do is all a person starting
        // the site needs (the cause, if any, is in the debug log).
        logger.fatal(error instanceof Error ? error.message : String(error));
        logger.debug({ err: error }, 'the embedded Postgres failed');
        process.exit(1);
      },
    );
const databaseUrl = embedded?.url ?? infrastructure.DATABASE_URL ?? '';
await ensureDatabase(databaseUrl);

const transport: EventTransport = infrastructure.NATS_URL
  ? await JetStreamTransport.connect({ url: infrastructure.NATS_URL, logger })
  : new InProcessTransport();

const redis = infrastructure.REDIS_URL ? createRedis(infrastructure.REDIS_URL, logger) : null;
// Without Redis, sessions live in the gateway schema of the same Postgres, each process keeping
// copies of the ones in use (see PostgresSessionStore).
const postgresSessions = redis
  ? null
  : await PostgresSessionStore.open(databaseUrl, 'gateway', logger);
const sessionStore =
  postgresSessions ?? new RedisSessionStore(redis as Redis, { copies: { logger } });
// With Redis, a lost connection answers 503 at once; the Postgres store fails on its own.
const sessionStoreReady = redis ? () => redis.status === 'ready' : undefined;

const serviceUrls: ServiceUrls = {};
// Consumers first: leaderboard and the games subscribe before anything publishes.
const hosted = await hostServices(
  [
    createLeaderboardService(reminderConfig),
    wordreeService,
    jottoService,
    bloomService,
    adminService,
    // Sign-in limits in Redis when there is one, else in this (only) process's memory.
    createAuthService({
      config: authConfig,
      sessionStore,
      sessionStoreReady,
      ...(redis ? { throttleStore: { redis } } : {}),
    }),
  ],
  { databaseUrl, transport, logger, internalSecret: settings.INTERNAL_SECRET, serviceUrls },
);
// Services that call each other (admin → wordree) do so over HTTP, as in the real topology: each
// app also answers on a loopback port of its own.
const internalServers = await Promise.all(
  hosted.map(async (service) => {
    const server = await listen(service.handler, 0, '127.0.0.1');
    serviceUrls[service.name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return server;
  }),
);
const upstreams = Object.fromEntries(
  hosted.map((service) => [service.name, { handler: service.handler }]),
) as Record<ServiceName, Upstream>;

// Ready when the session store answers and every in-process service says it is ready on its own
// loopback port (its database schema and event transport).
const readiness = {
  sessions: postgresSessions ? () => pingDb(postgresSessions.db) : () => pingRedis(redis as Redis),
  ...Object.fromEntries(
    hosted.map((service) => [service.name, () => answersReady(serviceUrls[service.name] ?? '')]),
  ),
};

const app = await createGatewayApp({
  settings,
  logger,
  sessionStore,
  sessionStoreReady,
  upstreams,
  readiness,
});
// On every interface, unlike the services: the gateway is the public port.
const server = await listen(await requestListenerOf(app), settings.PORT);
// Every service's metrics and the gateway's, in one registry: this is one process.
const metricsServer = settings.METRICS_PORT
  ? await listen(
      await requestListenerOf(metricsApp()),
      settings.METRICS_PORT,
      settings.METRICS_HOST,
    )
  : null;
logger.info(`Puzzle hub ready on ${siteUrl}`);

stopOnSignals(
  logger,
  async () => {
    await closeServer(server);
    await Promise.all(internalServers.map(closeServer));
    if (metricsServer) await closeServer(metricsServer);
    for (const service of hosted) await service.stop();
    await transport.close();
    redis?.disconnect();
    await sessionStore.close();
    await embedded?.stop();
  },
  { draining: [server], drainMs: settings.SHUTDOWN_DRAIN_MS },
);
