import { createServer, type RequestListener, type Server } from 'node:http';
import net from 'node:net';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { ConfigError, databaseUrlOf, env, loadConfig, ServiceEnv } from './config';
import { DayCache, dayChannelOf } from './daily/day-cache';
import { PlayerCache, playerChannelOf } from './daily/player-cache';
import { createDb, migrateSchema, waitForDatabase } from './db';
import { watchPool } from './db/pool-usage';
import { JetStreamTransport } from './events/jetstream';
import { watchOutbox } from './events/outbox-backlog';
import { OutboxRelay } from './events/relay';
import type { EventTransport } from './events/transport';
import { requestListenerOf, type ServiceApp } from './http/service-app';
import { ServiceClient, type ServiceUrls } from './http/service-client';
import { createLogger, type Logger } from './logger';
import { collectProcessMetrics } from './metrics';
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
  app: ServiceApp;
  /** Its app as a request listener: on a port of its own, or mounted in the gateway's process. */
  handler: RequestListener;
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
  await waitForDatabase(db, logger);
  await migrateSchema(db, definition.name, definition.migrations);
  const relay = new OutboxRelay({ db, transport: options.transport, logger });
  const days = new DayCache(db, dayChannelOf(definition.name), logger);
  const players = new PlayerCache(db, playerChannelOf(definition.name), logger);
  const runtime: ServiceRuntime = {
    db,
    transport: options.transport,
    logger,
    internalSecret: options.internalSecret,
    wakeRelay: () => relay.wake(),
    services: new ServiceClient(options.serviceUrls ?? {}, options.internalSecret),
    days,
    players,
  };
  const background: BackgroundTask[] = (await definition.startBackground?.(runtime)) ?? [];
  const unwatch = [watchOutbox(definition.name, db), watchPool(definition.name, db)];
  const app = definition.createApp(runtime);
  const handler = await requestListenerOf(app);
  return {
    name: definition.name,
    app,
    handler,
    runtime,
    startRelay: () => relay.start(),
    async stop() {
      for (const stopWatching of unwatch) stopWatching();
      for (const task of background) await task.stop();
      await relay.stop();
      await days.stop();
      await players.stop();
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

/**
 * How long a stopping process may take once its drain is over: an orchestrator's grace period
 * must cover the drain and this (the Kubernetes manifests' do, and tests/k8s checks it), and a
 * process that keeps to it never has its shutdown cut short by a SIGKILL.
 */
export const SHUTDOWN_DEADLINE_MS = 5_000;

export interface StopOptions {
  /** The servers that drain first on SIGTERM: the public or service port, not /metrics. */
  draining?: Server[];
  /** How long they drain (SHUTDOWN_DRAIN_MS). */
  drainMs?: number;
}

/**
 * Stops cleanly on SIGTERM/SIGINT, and out within SHUTDOWN_DEADLINE_MS after the drain whatever
 * hangs (a dependency that does not answer a goodbye).
 *
 * SIGTERM, an orchestrator's or an operator's "stop", drains first: for `drainMs` the servers
 * keep accepting and answering, /readyz says 503 and every answer says `Connection: close`, so
 * whoever routes here stops and each client's connection closes after an answer, not under a
 * request. Only then does `stop` close them. SIGINT (Ctrl-C at a terminal) stops at once.
 *
 * A second signal while stopping changes nothing: left to Node's default it would end the process
 * on the spot, before `stop` had closed what it started (npm start's own Postgres, left running
 * with its port taken, was the next start's error). The deadline above is what cuts a stop short.
 */
export function stopOnSignals(
  logger: Logger,
  stop: () => Promise<void>,
  { draining = [], drainMs = 0 }: StopOptions = {},
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.info({ signal }, 'already shutting down');
      return;
    }
    stopping = true;
    const drainFor = signal === 'SIGTERM' && draining.length > 0 ? drainMs : 0;
    logger.info({ signal, drainMs: drainFor }, 'shutting down');
    setTimeout(() => {
      logger.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown overran its deadline; exiting');
      process.exit(1);
    }, drainFor + SHUTDOWN_DEADLINE_MS).unref();
    for (const server of draining) startDraining(server);
    sleep(drainFor)
      .then(stop)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** How long an idle keep-alive connection stays open on our side (Node's default is 5 s). */
export const SERVER_IDLE_TIMEOUT_MS = 65_000;

/** Servers on their way out (draining, then closing): they answer as such. */
const draining = new WeakSet<Server>();

/** /readyz says 503 from now on and every answer `Connection: close`; the port stays open. */
function startDraining(server: Server): void {
  draining.add(server);
}

/**
 * While a server drains, every answer tells its client to close the connection, those of requests
 * already in flight included (a busy keep-alive connection would otherwise keep it serving for as
 * long as traffic flows), and /readyz says 503 at once, so nothing new is sent this way.
 */
function drainAware(server: Server, handler: RequestListener): RequestListener {
  return (req, res) => {
    // Every way of answering goes through writeHead (Node calls it for an implicit header too).
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (draining.has(server)) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as typeof writeHead;
    if (draining.has(server) && req.url === '/readyz') {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ status: 'stopping' }));
      return;
    }
    handler(req, res);
  };
}

export function listen(handler: RequestListener, port: number, host?: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('request', drainAware(server, handler));
    // Whoever keeps connections to us open (the gateway's agent, a load balancer, an ingress with
    // its usual 60 s) must close an idle one before we do: a request sent on a connection we are
    // closing at that moment is reset, and a POST cannot be safely sent again.
    server.keepAliveTimeout = SERVER_IDLE_TIMEOUT_MS;
    server.headersTimeout = SERVER_IDLE_TIMEOUT_MS + 1_000;
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * How long a stopping server lets requests in flight finish before it cuts their connections:
 * well inside SHUTDOWN_DEADLINE_MS, which also covers the rest of the shutdown.
 */
export const SERVER_CLOSE_GRACE_MS = 3_000;

/**
 * How long a server that stopped accepting waits before it closes its idle connections: a
 * connection accepted a moment before holds a request not yet read, and counts as idle until it
 * is; closed then, its client would see a reset for a request it had sent.
 */
const LAST_ACCEPTED_READ_MS = 100;

/**
 * Stops accepting connections, tells busy ones to close after their answer (and /readyz to say
 * 503), closes idle ones once the last accepted have been read, and lets requests in flight
 * finish, for at most `graceMs`: a client that holds a connection open mid-request cannot keep
 * the process from stopping.
 */
export async function closeServer(server: Server, graceMs = SERVER_CLOSE_GRACE_MS): Promise<void> {
  startDraining(server);
  const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));
  // The listener alone (http's own close() would also drop every idle connection at once), and
  // right after a poll, when it has just accepted every connection the kernel had queued: one
  // still queued when the listener closes is reset, though its client had sent its request.
  await nextTurn();
  net.Server.prototype.close.call(server);
  await sleep(LAST_ACCEPTED_READ_MS);
  // Now http's close: the idle connections go, and its timers; the listener is already shut.
  server.close(() => {});
  const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(deadline);
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

/**
 * What `load` reads from the environment. A bad configuration ends the process with the list of
 * problems (no stack trace) and exit code 78 (EX_CONFIG).
 */
export function exitOnConfigError<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(78);
  }
}

/**
 * The configuration of a process entry point, or its end with exit code 78 (exitOnConfigError);
 * `--check-config` validates and exits, so an operator or a test can check a manifest's
 * environment without starting anything.
 */
export function loadProcessConfig<Schema extends z.ZodObject>(
  schema: Schema,
): Readonly<z.infer<Schema>> {
  const config = exitOnConfigError(() => loadConfig(schema));
  if (process.argv.includes('--check-config')) {
    console.log('configuration ok');
    process.exit(0);
  }
  return config;
}

/** What every service process is configured with; a service extends it with its own variables. */
export function serviceProcessEnv(defaultPort: number) {
  return ServiceEnv.extend({
    PORT: env.port(defaultPort),
    /**
     * The address to listen on. Loopback unless told otherwise: only the gateway (on the same
     * machine, or in the same pod network where containers set HOST=0.0.0.0) may reach a service.
     */
    HOST: z.string().min(1).default('127.0.0.1'),
  });
}
type ServiceProcessConfig = z.infer<ReturnType<typeof serviceProcessEnv>>;

export interface ProcessContext<Config> {
  config: Config;
  /** Frees something the process opened for the service (a Redis client), after it stopped. */
  onStop(task: () => Promise<void> | void): void;
}

/**
 * `main.ts` of a service in its own process: config from the environment (`schema`, made with
 * serviceProcessEnv), JetStream, its outbox relayed, HTTP. `service` may be built from the
 * process's config and resources (the auth service needs Redis).
 */
export async function runServiceProcess<Schema extends z.ZodObject>(
  service:
    ServiceDefinition | ((context: ProcessContext<Readonly<z.infer<Schema>>>) => ServiceDefinition),
  schema: Schema,
): Promise<void> {
  const config = loadProcessConfig(schema);
  // Every schema here extends serviceProcessEnv's: these variables are there.
  const base = config as unknown as ServiceProcessConfig;
  const stopTasks: Array<() => Promise<void> | void> = [];
  const definition =
    typeof service === 'function'
      ? service({ config, onStop: (task) => stopTasks.push(task) })
      : service;
  const logger = createLogger(definition.name, base.LOG_LEVEL);
  collectProcessMetrics();
  const transport = await JetStreamTransport.connect({ url: base.NATS_URL, logger });
  const hosted = await hostService(definition, {
    databaseUrl: databaseUrlOf(base),
    transport,
    logger,
    internalSecret: base.INTERNAL_SECRET,
    serviceUrls: serviceUrlsFromEnv(process.env),
  });
  hosted.startRelay();
  const server = await listen(hosted.handler, base.PORT, base.HOST);
  logger.info({ host: base.HOST, port: base.PORT }, `${definition.name} service listening`);
  stopOnSignals(
    logger,
    async () => {
      await closeServer(server);
      await hosted.stop();
      await transport.close();
      for (const task of stopTasks) await task();
    },
    { draining: [server], drainMs: base.SHUTDOWN_DRAIN_MS },
  );
}
