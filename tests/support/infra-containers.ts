// TEST_INFRA=containers: the integration tests' Postgres, Redis and NATS as throwaway containers
// (testcontainers), run from the images and commands docker-compose.yml gives them, for machines
// with Docker but without those servers of their own.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { StartedTestContainer } from 'testcontainers';
import { ComposeProject, findCompose, run } from '../containers/compose';
import { baseImages } from '../containers/images';
import { readCompose } from '../k8s/compose';
import { isRunning } from './processes';

/** The variables the tests (and the processes they start) read the servers' addresses from. */
export interface InfraUrls {
  TEST_DATABASE_URL: string;
  REDIS_URL: string;
  NATS_URL: string;
}

export interface InfraContainers {
  urls: InfraUrls;
  stop(): Promise<void>;
}

// Which run owns a container: on this host, this process. Testcontainers' own reaper (Ryuk) would
// remove the containers of a run that dies, but it runs from a public image that machines without
// an image registry cannot pull, so it is off (below) and a run removes its own in teardown, and
// those a killed run left behind on its next start.
const OWNER_HOST = 'puzzle-hub.test-infra.host';
const OWNER_PID = 'puzzle-hub.test-infra.pid';

const SHARED: unique symbol = Symbol.for('puzzle-hub.test-infra-containers');
interface Shared {
  started: Promise<InfraContainers>;
  users: number;
}

/**
 * The run's containers. Vitest runs the global setup once per project (integration, browser) in
 * one process, each with its own copy of this module: the first starts them, the others share
 * them, and they stop when the last lets go.
 */
export async function acquireInfraContainers(): Promise<InfraContainers> {
  const scope = globalThis as { [SHARED]?: Shared };
  const shared = (scope[SHARED] ??= { started: startInfraContainers(), users: 0 });
  shared.users++;
  const containers = await shared.started.catch((error: unknown) => {
    delete scope[SHARED];
    throw error;
  });
  let released = false;
  return {
    urls: containers.urls,
    async stop() {
      if (released) return;
      released = true;
      if (--shared.users > 0) return;
      delete scope[SHARED];
      await containers.stop();
    },
  };
}

/** Starts Postgres, Redis and NATS; fails with what to do when Docker is not there. */
async function startInfraContainers(): Promise<InfraContainers> {
  const compose = findCompose();
  if (!compose.command) {
    throw new Error(
      `TEST_INFRA=containers needs Docker, but ${compose.reason}. ` +
        '`bash infra/scripts/ensure-docker.sh` installs and starts it; or leave TEST_INFRA unset ' +
        "to test against this machine's own servers (`npm run services:up`).",
    );
  }
  await removeLeftovers();
  // Read as the first container starts (see OWNER_HOST).
  process.env.TESTCONTAINERS_RYUK_DISABLED = 'true';
  const { GenericContainer, Wait } = await import('testcontainers');

  const services = readCompose();
  // The compose file's images, or what its variables name (the stand-ins of build-local.sh).
  const chosen = await baseImages(
    new ComposeProject(`hubinfra${randomBytes(4).toString('hex')}`, compose.command, {}),
  );
  const imageOf = (name: 'postgres' | 'redis' | 'nats') =>
    chosen[`${name.toUpperCase()}_IMAGE`] ?? services[name]!.image!;
  const commandOf = (name: 'redis' | 'nats') => services[name]!.command as string[];
  const labels = { [OWNER_HOST]: os.hostname(), [OWNER_PID]: String(process.pid) };
  const password = randomBytes(16).toString('hex');

  const postgres = new GenericContainer(imageOf('postgres'))
    .withLabels(labels)
    .withEnvironment({ POSTGRES_USER: 'postgres', POSTGRES_PASSWORD: password })
    // Nothing here outlives the run: no reason to wait for the disk.
    .withCommand(['postgres', '-c', 'fsync=off'])
    .withExposedPorts(5432)
    // Over TCP: the official image's first start runs a server on its socket only, to initialise
    // the database, then restarts it; only the real one listens on TCP.
    .withWaitStrategy(Wait.forSuccessfulCommand('pg_isready -h 127.0.0.1 -p 5432 -U postgres'));
  const redis = new GenericContainer(imageOf('redis'))
    .withLabels(labels)
    .withCommand(commandOf('redis'))
    .withExposedPorts(6379)
    // redis-cli exits 0 on an error reply too (LOADING while it reads its append-only file).
    .withWaitStrategy(Wait.forSuccessfulCommand('[ "$(redis-cli ping)" = PONG ]'));
  const nats = new GenericContainer(imageOf('nats'))
    .withLabels(labels)
    .withCommand(commandOf('nats'))
    .withExposedPorts(4222, 8222)
    // The compose file's healthcheck: the monitoring port answers once JetStream is up.
    .withWaitStrategy(Wait.forHttp('/healthz?js-enabled-only=true', 8222).forStatusCode(200));

  const results = await Promise.allSettled([postgres.start(), redis.start(), nats.start()]);
  const started = results.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stop = async () => {
    await Promise.all(started.map((container) => container.stop()));
  };
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const [pg, rd, nt] = started as [
    StartedTestContainer,
    StartedTestContainer,
    StartedTestContainer,
  ];
  return {
    urls: {
      TEST_DATABASE_URL: `postgres://postgres:${password}@${hostOf(pg)}:${pg.getMappedPort(5432)}/postgres`,
      REDIS_URL: `redis://${hostOf(rd)}:${rd.getMappedPort(6379)}`,
      NATS_URL: `nats://${hostOf(nt)}:${nt.getMappedPort(4222)}`,
    },
    stop,
  };
}

// "localhost" may resolve to ::1 first, where Docker may not publish; the tests' own servers are
// all on 127.0.0.1 too.
const hostOf = (container: StartedTestContainer) =>
  container.getHost() === 'localhost' ? '127.0.0.1' : container.getHost();

/** Removes the containers of runs on this host whose process is gone (killed before teardown). */
async function removeLeftovers(): Promise<void> {
  const listed = await run('docker', [
    'ps',
    '-a',
    '--filter',
    `label=${OWNER_PID}`,
    '--format',
    `{{.ID}} {{.Label "${OWNER_HOST}"}} {{.Label "${OWNER_PID}"}}`,
  ]);
  const orphans = listed
    .split('\n')
    .map((line) => line.split(' '))
    .filter(([, host, pid]) => host === os.hostname() && !isRunning(Number(pid)))
    .map(([id]) => id!);
  if (orphans.length) await run('docker', ['rm', '--force', '--volumes', ...orphans]);
}
