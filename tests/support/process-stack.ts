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
  freePortBlock,
  ROOT,
  startNode,
  startPrivateNats,
  startPrivateRedis,
  waitForOk,
  type NodeProcess,
} from './processes';
import { startMailbox } from './mailbox';
import type { TestStack, TestStackOptions } from './stack';

/** How many times a stack is started afresh when a port it picked was taken before it listened. */
const PORT_RACE_ATTEMPTS = 3;

/**
 * The production topology as `npm run start:services` runs it — the same plan, the built entry
 * points, each service its own process with its own database role — on a fresh database and
 * private Redis and NATS servers, so tests may stop and restart any part.
 *
 * Its ports are picked free, then listened on a moment later: another test's server can take one
 * in between (EADDRINUSE), and the stack is then started again on new ones.
 */
export async function startProcessStack(options: TestStackOptions = {}): Promise<TestStack> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startProcessStackOnce(options);
    } catch (error) {
      if (attempt >= PORT_RACE_ATTEMPTS || !/EADDRINUSE/.test(String(error))) throw error;
    }
  }
}

async function startProcessStackOnce(options: TestStackOptions): Promise<TestStack> {
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
    publicUrl: options.env?.PUBLIC_URL,
    gatewayMetricsPort: await freePort(),
    servicePortBase: await freePortBlock(SERVICES.length),
    secrets: {
      ...secrets,
      SESSION_SECRET: TEST_SESSION_SECRET,
      INTERNAL_SECRET: TEST_INTERNAL_SECRET,
      VAPID_PRIVATE_KEY: randomSecret(),
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
  /** The live process of each planned entry (a service, or the gateway). */
  const current = new Map<string, NodeProcess>();
  async function start(
    planned: PlannedProcess,
    env: Record<string, string> = {},
  ): Promise<NodeProcess> {
    const node = startNode(planned.entry, { ...planned.env, ...env });
    running.push(node);
    current.set(planned.entry, node);
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

  /** Everything this stack started, stopped: at its end, or when it could not come up. */
  async function stopAll() {
    await Promise.all(running.map((node) => node.stop()));
    await Promise.all([redisServer.stop(), natsServer.stop(), mailbox.stop()]);
    await database.drop();
  }

  try {
    const setup = startNode(plan.setup.entry, plan.setup.env);
    const setupCode = await exited(setup.child);
    if (setupCode !== 0) throw new Error(`db-setup failed (${setupCode}):\n${setup.output()}`);
    await Promise.all(Object.values(plan.services).map((planned) => start(planned)));
    const gateway = await start(plan.gateway);
    // Until the gateway's probes have found each service live, a service's paths answer 503:
    // the first test request must not race them.
    await waitForOk(`${plan.gateway.url}/readyz`, gateway.child, 60_000, async (response) => {
      const body = (await response.json()) as { status?: string };
      return response.ok && body.status === 'ok';
    });
  } catch (error) {
    // A stack that did not come up leaves nothing running: its test has no stack to stop, and
    // orphaned services and servers would load every test after it.
    await stopAll().catch(() => undefined);
    throw error;
  }
  const plannedOf = (name: ServiceName | 'gateway') =>
    name === 'gateway' ? plan.gateway : plan.services[name];
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
      await current.get('gateway')!.stop();
      await start(plan.gateway);
    },
    processes: {
      plan,
      process: (name) => current.get(name)!,
      async signal(name, signal) {
        const node = current.get(name)!;
        const sent = performance.now();
        const done = exited(node.child);
        node.child.kill(signal);
        const code = await done;
        return { code, exitedAfterMs: performance.now() - sent };
      },
      async start(name, env) {
        await start(plannedOf(name), env);
      },
    },
    async stop() {
      redis.disconnect();
      await stopAll();
    },
  };
}
