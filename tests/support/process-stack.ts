import net from 'node:net';
import path from 'node:path';
import { randomSecret } from '@hub/kit';
import { createTestDatabase, TEST_INTERNAL_SECRET, TEST_SESSION_SECRET } from '@hub/kit/testing';
import { SERVICES, type ServiceName } from '@hub/proto';
import { Redis } from 'ioredis';
import {
  passwordVariable,
  topologyPlan,
  type PlannedProcess,
  type TopologySecrets,
} from '../../infra/topology-plan';
import {
  exited,
  freePort,
  ROOT,
  startNode,
  startPrivateNats,
  startPrivateRedis,
  waitForOk,
  type NodeProcess,
} from './processes';
import { startMailbox } from './mailbox';
import type { TestStack, TestStackOptions } from './stack';

/**
 * Consecutive free ports for the services (the topology numbers them from a base), below Linux's
 * ephemeral range (32768 and up): there, any outgoing connection of a test running beside this one
 * could take a port between this check and the service's listen.
 */
async function freePortBlock(count: number): Promise<number> {
  for (;;) {
    const base = 10_000 + Math.floor(Math.random() * 22_000);
    if (await portsFree(base, count)) return base;
  }
}

async function portsFree(from: number, count: number): Promise<boolean> {
  for (let port = from; port < from + count; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (!free) return false;
  }
  return true;
}

/**
 * The production topology as `npm run start:services` runs it — the same plan, the built entry
 * points, each service its own process with its own database role — on a fresh database and
 * private Redis and NATS servers, so tests may stop and restart any part.
 */
export async function startProcessStack(options: TestStackOptions = {}): Promise<TestStack> {
  const [database, redisServer, natsServer, mailbox] = await Promise.all([
    createTestDatabase(),
    startPrivateRedis(),
    startPrivateNats(),
    startMailbox(),
  ]);
  const secrets = Object.fromEntries(
    SERVICES.map((name) => [passwordVariable(name), randomSecret()]),
  ) as TopologySecrets;
  const plan = topologyPlan({
    databaseUrl: database.url,
    redisUrl: redisServer.url,
    natsUrl: natsServer.url,
    gatewayPort: await freePort(),
    servicePortBase: await freePortBlock(SERVICES.length),
    secrets: {
      ...secrets,
      SESSION_SECRET: TEST_SESSION_SECRET,
      INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    },
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      WEB_DIST: process.env.TEST_WEB_DIST ?? path.join(ROOT, 'web', 'dist'),
      SMTP_URL: mailbox.smtpUrl,
      ...options.env,
    },
  });

  const running: NodeProcess[] = [];
  async function start(planned: PlannedProcess): Promise<NodeProcess> {
    const node = startNode(planned.entry, planned.env);
    running.push(node);
    try {
      // The gateway's own /readyz checks its upstreams; liveness is enough to start using it.
      await waitForOk(
        `${planned.url}/${planned.entry === 'gateway' ? 'healthz' : 'readyz'}`,
        node.child,
      );
    } catch (error) {
      throw new Error(
        `${planned.entry} did not come up: ${(error as Error).message}\n${node.output()}`,
      );
    }
    return node;
  }

  const setup = startNode(plan.setup.entry, plan.setup.env);
  const setupCode = await exited(setup.child);
  if (setupCode !== 0) throw new Error(`db-setup failed (${setupCode}):\n${setup.output()}`);
  await Promise.all(Object.values(plan.services).map(start));
  let gateway = await start(plan.gateway);
  const redis = new Redis(redisServer.url);
  // Tests stop this Redis on purpose; the client reconnects by itself.
  redis.on('error', () => {});

  return {
    url: plan.gateway.url!,
    serviceUrls: Object.fromEntries(
      SERVICES.map((name) => [name, plan.services[name].url!]),
    ) as Record<ServiceName, string>,
    databaseUrl: database.url,
    redis,
    sessionKey: (sessionId) => `sess:${sessionId}`,
    services: [],
    mailbox,
    infrastructure: { redis: redisServer, nats: natsServer },
    async restartGateway() {
      await gateway.stop();
      gateway = await start(plan.gateway);
    },
    async stop() {
      await Promise.all(running.map((node) => node.stop()));
      redis.disconnect();
      await Promise.all([redisServer.stop(), natsServer.stop(), mailbox.stop()]);
      await database.drop();
    },
  };
}
