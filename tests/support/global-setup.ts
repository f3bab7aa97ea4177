import { existsSync } from 'node:fs';
import net from 'node:net';
import {
  dropStaleTestDatabases,
  dropStaleTestStreams,
  testAdminUrl,
  testNatsUrl,
  testRedisUrl,
} from '@hub/kit/testing';

function reachable(url: string, fallbackPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || fallbackPort) });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * TEST_INFRA says where Postgres, Redis and NATS come from: `local` (the default), this machine's
 * servers (or those TEST_DATABASE_URL, REDIS_URL and NATS_URL name); `containers`, containers this
 * setup starts and stops (tests/support/infra-containers.ts).
 */
function infraMode(): 'local' | 'containers' {
  const mode = process.env.TEST_INFRA || 'local';
  if (mode !== 'local' && mode !== 'containers') {
    throw new Error(`TEST_INFRA is "${mode}": it may be "local" (the default) or "containers".`);
  }
  return mode;
}

export default async function setup() {
  if (infraMode() === 'local') return checkServices();
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

/** Integration and browser tests need the real Postgres, Redis and NATS: say so plainly if one is down. */
async function checkServices() {
  const needed = [
    ['Postgres', testAdminUrl(), 5432],
    ['Redis', testRedisUrl(), 6379],
    ['NATS', testNatsUrl(), 4222],
  ] as const;
  const down: string[] = [];
  for (const [name, url, port] of needed) {
    if (!(await reachable(url, port))) down.push(`${name} (${url})`);
  }
  if (down.length) {
    throw new Error(
      `These services must be running for the integration tests: ${down.join(', ')}. ` +
        'Run `npm run services:up` to start them.',
    );
  }
  await dropStaleTestDatabases();
  await dropStaleTestStreams();
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    const line = '!'.repeat(78);
    console.warn(
      `\n${line}\n  BROWSER TESTS SKIPPED: no Chromium at ${chromium}.\n` +
        '  Install it with `apt-get install -y chromium` (or set CHROMIUM_PATH) and run again.\n' +
        `${line}\n`,
    );
  }
}
