import { randomSecret } from '@hub/kit';
import {
  createTestDatabase,
  TEST_INTERNAL_SECRET,
  TEST_SESSION_SECRET,
  type TestDatabase,
} from '@hub/kit/testing';
import { SERVICES, type ServiceName } from '@hub/proto';
import {
  passwordVariable,
  topologyPlan,
  type TopologyPlan,
  type TopologySecrets,
} from '../../infra/topology-plan';
import {
  exited,
  freePort,
  startNode,
  startPrivateNats,
  startPrivateRedis,
  waitForOk,
  type NodeProcess,
} from './processes';

export interface Replica {
  node: NodeProcess;
  port: number;
  url: string;
}

/**
 * A fresh deployment as `start:services` plans it (a new database, private Redis and NATS, random
 * role passwords, db-setup already run), whose service processes the test starts itself, as many
 * of each as it likes.
 */
export interface PlannedDeployment {
  database: TestDatabase;
  plan: TopologyPlan;
  secrets: TopologySecrets;
  /** One more process of `service`, with the environment the plan gives it (and `env`). */
  startReplica(service: ServiceName, env?: Record<string, string>): Promise<Replica>;
  stop(): Promise<void>;
}

export async function startPlannedDeployment(options: {
  logLevel: string;
}): Promise<PlannedDeployment> {
  const [database, nats, redis] = await Promise.all([
    createTestDatabase(),
    startPrivateNats(),
    startPrivateRedis(),
  ]);
  const secrets = {
    ...Object.fromEntries(SERVICES.map((name) => [passwordVariable(name), randomSecret()])),
    SESSION_SECRET: TEST_SESSION_SECRET,
    INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    VAPID_PRIVATE_KEY: randomSecret(),
  } as TopologySecrets;
  const plan = topologyPlan({
    databaseUrl: database.url,
    redisUrl: redis.url,
    natsUrl: nats.url,
    gatewayPort: 0,
    servicePortBase: 0,
    secrets,
    env: { NODE_ENV: 'test', LOG_LEVEL: options.logLevel },
  });
  const running: NodeProcess[] = [];
  const stop = async () => {
    await Promise.all(running.map((node) => node.stop()));
    await Promise.all([nats.stop(), redis.stop()]);
    await database.drop();
  };

  const setup = startNode(plan.setup.entry, plan.setup.env);
  if ((await exited(setup.child)) !== 0) {
    await stop();
    throw new Error(`db-setup failed:\n${setup.output()}`);
  }

  return {
    database,
    plan,
    secrets,
    async startReplica(service, env = {}) {
      const port = await freePort();
      const node = startNode(service, {
        ...plan.services[service].env,
        PORT: String(port),
        ...env,
      });
      running.push(node);
      return { node, port, url: `http://127.0.0.1:${port}` };
    },
    stop,
  };
}

/** Waits until every replica is ready; a failure names the replica and shows its output. */
export async function waitUntilReady(replicas: Replica[]): Promise<void> {
  for (const { node, url } of replicas) {
    await waitForOk(`${url}/readyz`, node.child).catch((error: Error) => {
      throw new Error(`${node.name}: ${error.message}\n${node.output()}`);
    });
  }
}
