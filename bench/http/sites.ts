// What the benchmark runs against, each in processes of its own as people run it: the bare
// node:http baseline, the site as `npm start` runs it, and as `npm run start:services` runs it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@hub/kit/testing';
import { startProcessStack } from '../../tests/support/process-stack';
import {
  freePort,
  startNode,
  startPrivateNats,
  startPrivateRedis,
  stopChild,
  waitForOk,
} from '../../tests/support/processes';

export interface Site {
  name: string;
  url: string;
  stop(): Promise<void>;
}

/** The floor: Node's own HTTP server answering a constant, in its own process like the site. */
export async function startBareNode(): Promise<Site> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((req, res) => {
         res.writeHead(200, { 'content-type': 'application/json' });
         res.end('{"hello":"world"}');
       }).listen(${port}, '127.0.0.1');`,
    ],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(url, child);
  return { name: 'bare node:http', url, stop: () => stopChild(child) };
}

/**
 * `npm start`'s entry point on a fresh database, with Redis and NATS as a deployment of it would
 * have them (without them it falls back to sessions in Postgres and in-process events).
 */
export async function startStandalone(): Promise<Site> {
  const [database, redis, nats] = await Promise.all([
    createTestDatabase(),
    startPrivateRedis(),
    startPrivateNats(),
  ]);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hub-bench-'));
  const site = startNode('standalone', {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    NATS_URL: nats.url,
    LOG_LEVEL: 'warn',
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${url}/readyz`, site.child, 120_000);
  } catch (error) {
    throw new Error(`npm start did not come up: ${(error as Error).message}\n${site.output()}`);
  }
  return {
    name: 'npm start',
    url,
    async stop() {
      await site.stop();
      await Promise.all([redis.stop(), nats.stop()]);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every service its own process behind the gateway: the plan `npm run start:services` runs. */
export async function startServices(): Promise<Site> {
  const stack = await startProcessStack({ env: { NODE_ENV: 'development', LOG_LEVEL: 'warn' } });
  return { name: 'start:services', url: stack.url, stop: () => stack.stop() };
}
