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

/** Integration and browser tests need the real Postgres, Redis and NATS: say so plainly if one is down. */
export default async function setup() {
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
