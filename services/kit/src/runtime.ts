import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import { env, loadConfig, ServiceEnv } from './config';
import { createDb, migrateSchema } from './db';
import { JetStreamTransport } from './events/jetstream';
import { OutboxRelay } from './events/relay';
import type { EventTransport } from './events/transport';
import { ServiceClient, type ServiceUrls } from './http/service-client';
import { createLogger, type Logger } from './logger';
import type { BackgroundTask, ServiceDefinition, ServiceRuntime } from './service-definition';

export interface HostOptions {
  databaseUrl: string;
  transport: EventTransport;
  logger: Logger;
  internalSecret: string;
  /** Where the other services answer; may be filled in after hosting, before the first call. */
  serviceUrls?: ServiceUrls;
}

export interface HostedService {
  name: string;
  app: Express;
  runtime: ServiceRuntime;
  /** Starts publishing the outbox. */
  startRelay(): void;
  stop(): Promise<void>;
}

/**
 * Brings a service up the same way wherever it runs: its schema migrated, its consumers started,
 * its app built. The caller starts the relay and decides whether the app listens or is mounted.
 */
export async function hostService(
  definition: ServiceDefinition,
  options: HostOptions,
): Promise<HostedService> {
  const logger = options.logger.child({ service: definition.name });
  const db = createDb(options.databaseUrl, definition.name);
  await migrateSchema(db, definition.name, definition.migrations);
  const relay = new OutboxRelay({ db, transport: options.transport, logger });
  const runtime: ServiceRuntime = {
    db,
    transport: options.transport,
    logger,
    internalSecret: options.internalSecret,
    wakeRelay: () => relay.wake(),
    services: new ServiceClient(options.serviceUrls ?? {}, options.internalSecret),
  };
  const background: BackgroundTask[] = (await definition.startBackground?.(runtime)) ?? [];
  return {
    name: definition.name,
    app: definition.createApp(runtime),
    runtime,
    startRelay: () => relay.start(),
    async stop() {
      for (const task of background) await task.stop();
      await relay.stop();
      await db.destroy();
    },
  };
}

/**
 * Several services in one process. Every consumer subscribes before any relay publishes: the
 * in-process transport keeps nothing for a subscriber that arrives late.
 */
export async function hostServices(
  definitions: ServiceDefinition[],
  options: HostOptions,
): Promise<HostedService[]> {
  const hosted: HostedService[] = [];
  for (const definition of definitions) hosted.push(await hostService(definition, options));
  for (const service of hosted) service.startRelay();
  return hosted;
}

/** Stops cleanly on SIGTERM/SIGINT: no new connections, in-flight work finished. */
export function stopOnSignals(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}

export function listen(app: Express, port: number, host?: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(app);
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

/** `WORDREE_URL=http://...` and the like, for the services this one calls. */
function serviceUrlsFromEnv(env: NodeJS.ProcessEnv): ServiceUrls {
  return Object.fromEntries(
    Object.entries(env).flatMap(([name, value]) => {
      const match = /^([A-Z]+)_URL$/.exec(name);
      const service = match?.[1]?.toLowerCase();
      return service && value && !['database', 'redis', 'nats', 'public'].includes(service)
        ? [[service, value]]
        : [];
    }),
  );
}

/** `main.ts` of a service in its own process: config from the environment, JetStream, HTTP. */
export async function runServiceProcess(
  definition: ServiceDefinition,
  defaultPort: number,
): Promise<void> {
  const config = loadConfig(ServiceEnv.extend({ PORT: env.port(defaultPort) }));
  const logger = createLogger(definition.name, config.LOG_LEVEL);
  const transport = await JetStreamTransport.connect({ url: config.NATS_URL, logger });
  const hosted = await hostService(definition, {
    databaseUrl: config.DATABASE_URL,
    transport,
    logger,
    internalSecret: config.INTERNAL_SECRET,
    serviceUrls: serviceUrlsFromEnv(process.env),
  });
  hosted.startRelay();
  const server = await listen(hosted.app, config.PORT);
  logger.info({ port: config.PORT }, `${definition.name} service listening`);
  stopOnSignals(logger, async () => {
    await closeServer(server);
    await hosted.stop();
    await transport.close();
  });
}
