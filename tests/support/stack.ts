import type { Server } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { createAuthService, loadAuthConfig } from '@hub/auth';
import { adminService } from '@hub/admin';
import { bloomService } from '@hub/bloom';
import { jottoService } from '@hub/jotto';
import { createLeaderboardService, loadReminderConfig } from '@hub/leaderboard';
import { wordreeService } from '@hub/wordree';
import {
  closeServer,
  createLogger,
  hostServices,
  JetStreamTransport,
  listen,
  loadConfig,
  randomSecret,
  RedisSessionStore,
  requestListenerOf,
  type HostedService,
} from '@hub/kit';
import {
  createTestDatabase,
  testNatsUrl,
  testRedisUrl,
  TEST_INTERNAL_SECRET,
  TEST_SESSION_SECRET,
  uniqueNamespace,
} from '@hub/kit/testing';
import { startMailbox, type Mailbox } from './mailbox';
import { freePort, type NodeProcess, type PrivateServer } from './processes';
import type { TopologyPlan } from '../../infra/topology-plan';
import { createGatewayApp, GatewaySettings, type ServiceName } from '@hub/gateway';

export interface TestStack {
  /** The gateway's origin, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Each service's own origin, behind the gateway (to prove they refuse unsigned calls). */
  serviceUrls: Record<ServiceName, string>;
  databaseUrl: string;
  /** The gateway's Redis. */
  redis: Redis;
  /** Where the gateway keeps a session in Redis. */
  sessionKey(sessionId: string): string;
  /** The services, when they are hosted in the test process (in-process stacks only). */
  services: HostedService[];
  /** The NATS subject of `subject` for this stack (in-process stacks, whose streams are namespaced). */
  wireSubject?(subject: string): string;
  /** The SMTP server auth sends this stack's mail to (verification and reset links). */
  mailbox: Mailbox;
  /** Redis and NATS of this stack alone, to stop and restart (per-process stacks only). */
  infrastructure?: { redis: PrivateServer; nats: PrivateServer };
  /** Each process of a per-process stack, to stop and start one as an orchestrator or a crash would. */
  processes?: StackProcesses;
  /** Replaces the gateway process's state (new app, new Redis connection), keeping services and data. */
  restartGateway(): Promise<void>;
  stop(): Promise<void>;
}

export type StackProcessName = ServiceName | 'gateway';

export interface StackProcesses {
  plan: TopologyPlan;
  process(name: StackProcessName): NodeProcess;
  /** Sends `signal` and resolves once the process is gone: its exit code and how long it took. */
  signal(
    name: StackProcessName,
    signal: NodeJS.Signals,
  ): Promise<{ code: number | null; exitedAfterMs: number }>;
  /** Starts it again, as planned (with `env` on top), and waits until it is ready. */
  start(name: StackProcessName, env?: Record<string, string>): Promise<void>;
}

export interface TestStackOptions {
  /** Extra environment for the gateway and auth configuration (ADMIN_EMAILS, OAuth URLs...). */
  env?: Record<string, string>;
}

/**
 * The production topology inside the test process: every service on its own port, the real
 * gateway proxying to them, real Postgres (a fresh database), Redis (own key prefix) and NATS
 * JetStream (own stream namespace).
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const namespace = uniqueNamespace('stack');
  const logger = createLogger('test-stack', process.env.TEST_LOG_LEVEL ?? 'silent');
  const database = await createTestDatabase();
  const mailbox = await startMailbox();
  const transport = await JetStreamTransport.connect({ url: testNatsUrl(), namespace, logger });
  const environment = {
    // Browser tests serve a built web app; parallel builds may each use their own folder.
    WEB_DIST:
      process.env.TEST_WEB_DIST ?? path.resolve(import.meta.dirname, '..', '..', 'web', 'dist'),
    SESSION_SECRET: TEST_SESSION_SECRET,
    INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    VAPID_PRIVATE_KEY: randomSecret(),
    NODE_ENV: 'test',
    SMTP_URL: mailbox.smtpUrl,
    ...options.env,
  };
  // The gateway's port is known before auth starts: the site, where mailed links lead, is there.
  const port = await freePort();
  const serviceRedis = new Redis(testRedisUrl());
  // As deployed: the gateway and auth keep copies of the sessions in use (Redis's tracking).
  const storeOf = (redis: Redis) =>
    new RedisSessionStore(redis, { prefix: `${namespace}:sess:`, copies: { logger } });
  const authSessions = storeOf(serviceRedis);
  const serviceUrls: Partial<Record<ServiceName, string>> = {};
  const services = await hostServices(
    [
      createLeaderboardService(loadReminderConfig(environment)),
      wordreeService,
      jottoService,
      bloomService,
      adminService,
      createAuthService({
        config: loadAuthConfig(environment, `http://127.0.0.1:${port}`),
        sessionStore: authSessions,
        throttleStore: { redis: serviceRedis, keyPrefix: `${namespace}:` },
      }),
    ],
    {
      databaseUrl: database.url,
      transport,
      logger,
      internalSecret: TEST_INTERNAL_SECRET,
      serviceUrls,
    },
  );
  const serviceServers = await Promise.all(services.map((service) => listen(service.handler, 0)));
  services.forEach((service, index) => {
    serviceUrls[service.name as ServiceName] = originOf(serviceServers[index]!);
  });

  const settings = loadConfig(GatewaySettings, environment);
  let gatewayRedis = new Redis(testRedisUrl());
  let gatewaySessions = storeOf(gatewayRedis);
  let gatewayServer: Server;

  async function startGateway() {
    const app = await createGatewayApp({
      settings,
      logger,
      sessionStore: gatewaySessions,
      upstreams: Object.fromEntries(
        Object.entries(serviceUrls).map(([name, url]) => [name, { url }]),
      ) as Record<ServiceName, { url: string }>,
    });
    gatewayServer = await listen(await requestListenerOf(app), port);
  }
  await startGateway();

  return {
    url: `http://127.0.0.1:${port}`,
    serviceUrls: serviceUrls as Record<ServiceName, string>,
    databaseUrl: database.url,
    get redis() {
      return gatewayRedis;
    },
    sessionKey: (sessionId) => `${namespace}:sess:${sessionId}`,
    services,
    wireSubject: (subject) => `${namespace}.${subject}`,
    mailbox,
    async restartGateway() {
      await closeServer(gatewayServer);
      await gatewaySessions.close();
      gatewayRedis.disconnect();
      gatewayRedis = new Redis(testRedisUrl());
      gatewaySessions = storeOf(gatewayRedis);
      await startGateway();
    },
    async stop() {
      await closeServer(gatewayServer);
      await Promise.all(serviceServers.map(closeServer));
      for (const service of services) await service.stop();
      await transport.deleteStreams();
      await transport.close();
      const keys = await gatewayRedis.keys(`${namespace}:*`);
      if (keys.length) await gatewayRedis.del(...keys);
      await Promise.all([gatewaySessions.close(), authSessions.close()]);
      gatewayRedis.disconnect();
      serviceRedis.disconnect();
      await mailbox.stop();
      await database.drop();
    },
  };
}

function originOf(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
