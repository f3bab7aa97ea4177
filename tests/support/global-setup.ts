import type { TestProject } from 'vitest/node';
import { dropStaleTestDatabases, dropStaleTestStreams } from '@hub/kit/testing';
import { bringUpServers, downServices, prepareChromium } from './machine-servers';

/**
 * TEST_INFRA says where Postgres, Redis and NATS come from: `local` (the default), this machine's
 * servers (or those TEST_DATABASE_URL, REDIS_URL and NATS_URL name), started when they are down,
 * else containers when Docker answers; `containers`, containers this setup starts and stops
 * (tests/support/infra-containers.ts).
 */
function infraMode(): 'local' | 'containers' {
  const mode = process.env.TEST_INFRA || 'local';
  if (mode !== 'local' && mode !== 'containers') {
    throw new Error(`TEST_INFRA is "${mode}": it may be "local" (the default) or "containers".`);
  }
  return mode;
}

export default async function setup(project: TestProject) {
  const mode = infraMode() === 'local' ? await once(LOCAL_SERVERS, bringUpServers) : 'containers';
  if (project.name === 'browser') prepareChromium();
  if (mode === 'local') return checkServices();
  // Loaded only here: the default mode runs without testcontainers.
  const { acquireInfraContainers } = await import('./infra-containers');
  const containers = await acquireInfraContainers();
  // Vitest starts the test workers after global setup, with this process's environment: they, and
  // the processes they start, find the containers where they look for the servers anyway.
  Object.assign(process.env, containers.urls);
  try {
    await checkServices();
  } catch (error) {
    await containers.stop();
    throw error;
  }
  return containers.stop;
}

// Vitest runs this setup once per project (integration, browser) in one process, each with its own
// copy of this module: the servers are looked after once, by the first, and the others wait on it.
const LOCAL_SERVERS: unique symbol = Symbol.for('puzzle-hub.test-local-servers');

function once<T>(key: symbol, make: () => Promise<T>): Promise<T> {
  const scope = globalThis as { [key: symbol]: Promise<T> | undefined };
  return (scope[key] ??= make());
}

/** Integration and browser tests need the real Postgres, Redis and NATS: say so plainly if one is down. */
async function checkServices() {
  const down = await downServices();
  if (down.length) {
    throw plainError(
      `These services must be running for the integration tests: ` +
        `${down.map(({ name, url }) => `${name} (${url})`).join(', ')}. ` +
        'Run `npm run services:up` to start them.',
    );
  }
  await dropStaleTestDatabases();
  await dropStaleTestStreams();
}

/** An error Vitest shows as its message alone: what to do, with no stack trace to read past. */
function plainError(message: string): Error {
  const error = new Error(message);
  error.stack = message;
  return error;
}
