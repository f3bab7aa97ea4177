// What the benchmark runs against, each in processes of its own as people run it: the bare
// node:http baseline, the site as `npm start` runs it, and as `npm run start:services` runs it.
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@hub/kit/testing';
import { SERVICES } from '@hub/proto';
import type { Infrastructure } from './costs';
import { startProcessStack } from '../../tests/support/process-stack';
import {
  freePort,
  ROOT,
  startNode,
  startPrivateNats,
  startPrivateRedis,
  stopChild,
  waitForOk,
} from '../../tests/support/processes';

export interface Site {
  name: string;
  url: string;
  /** Its Postgres, Redis and NATS, to count what an action costs them (the baselines have none). */
  infra?: Infrastructure;
  /** The process id of each of its processes, by name. */
  pids?: Record<string, number>;
  stop(): Promise<void>;
}

/** A server in a process of its own from a few lines of code (run from the repo, for its packages). */
async function startSnippet(name: string, code: (port: number) => string): Promise<Site> {
  const { url, child } = await startSnippetProcess(code);
  return { name, url, stop: () => stopChild(child) };
}

/** The child process of a snippet (run from the repo, for its packages), answering at `url`. */
async function startSnippetProcess(code: (port: number) => string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', code(port)], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(url, child);
  return { url, child };
}

/** Node's own HTTP server answering a constant: the floor, and the bare hop's upstream. */
const bareNodeServer = (port: number) => `import http from 'node:http';
  http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"hello":"world"}');
  }).listen(${port}, '127.0.0.1');`;

/** The floor: Node's own HTTP server answering a constant, in its own process like the site. */
export const startBareNode = () => startSnippet('bare node:http', bareNodeServer);

/**
 * Express's floor: an Express app answering the same constant. The site ran on Express until its
 * floor proved to be over a daily read's whole budget; kept as the measure of that choice.
 */
export const startBareExpress = () =>
  startSnippet(
    'bare express',
    (port) => `import express from 'express';
      const app = express();
      app.get('/', (req, res) => res.json({ hello: 'world' }));
      app.listen(${port}, '127.0.0.1');`,
  );

/**
 * The framework's own floor: the same constant from Fastify, which the gateway and every service
 * run on, so no route of the site can be faster than this (docs/performance.md).
 */
export const startBareFastify = () =>
  startSnippet(
    'bare fastify',
    (port) => `import Fastify from 'fastify';
      const app = Fastify();
      app.get('/', async () => ({ hello: 'world' }));
      await app.listen({ port: ${port}, host: '127.0.0.1' });`,
  );

/**
 * The least one hop costs, as the gateway makes it under `start:services`: a bare node:http server
 * passing each request to bare Node's constant through undici's `dispatch` on keep-alive sockets
 * (the gateway's client, `upstreams/forward.ts`), the answer's headers and body written back as
 * they come. No routing, session, signature, headers of its own, retries or metrics: the
 * gateway's CPU per read beyond this proxy's is the price of those.
 */
export async function startBareHop(): Promise<Site> {
  const upstream = await startSnippetProcess(bareNodeServer);
  const proxy = await startSnippetProcess(
    (port) => `import http from 'node:http';
      import { Agent } from 'undici';
      const agent = new Agent({ connections: 128 });
      http.createServer((req, res) => {
        agent.dispatch(
          // Undici sets the connection's own headers itself.
          { origin: ${JSON.stringify(upstream.url)}, method: req.method, path: req.url, headers: { ...req.headers, connection: undefined } },
          {
            onRequestStart() {},
            onResponseStart(_controller, statusCode, headers) {
              for (const name in headers) if (name !== 'transfer-encoding' && name !== 'connection') res.setHeader(name, headers[name]);
              res.writeHead(statusCode);
            },
            onResponseData(_controller, chunk) { res.write(chunk); },
            onResponseEnd() { res.end(); },
            onResponseError() { res.destroy(); },
          },
        );
      }).listen(${port}, '127.0.0.1');`,
  );
  return {
    name: 'bare hop',
    url: proxy.url,
    pids: { proxy: proxy.child.pid!, upstream: upstream.child.pid! },
    async stop() {
      await stopChild(proxy.child);
      await stopChild(upstream.child);
    },
  };
}

/** The cookie the bare daily read answers to: a session id and its HMAC, as the site signs one. */
const BARE_SECRET = 'bare-daily-read-secret-of-32-characters';
export const BARE_DAILY_READ_COOKIE = `hub.sid=floor.${createHmac('sha256', BARE_SECRET)
  .update('floor')
  .digest('base64url')}`;

/**
 * The least a returning guest's daily read must do, in one process and one Fastify app: check the
 * session cookie's HMAC, read the session from Redis, sign the identity and check that signature
 * (the gateway's and the service's HMACs), and answer a puzzle of about 1 kB from memory. No
 * session library, security headers, request ids, metrics, logs or second app: what the site does
 * beyond this floor is the price of those.
 */
export async function startBareDailyRead(): Promise<Site> {
  const redis = await startPrivateRedis();
  const site = await startSnippet(
    'bare daily read',
    (port) => `import { createHmac } from 'node:crypto';
      import Fastify from 'fastify';
      import { Redis } from 'ioredis';
      const redis = new Redis(${JSON.stringify(redis.url)});
      const mac = (value) => createHmac('sha256', ${JSON.stringify(BARE_SECRET)}).update(value).digest('base64url');
      await redis.set('sess:floor', JSON.stringify({ playerId: 'a-guest', startedAt: Date.now() }));
      const puzzle = { day: '2026-11-27', number: 697, grid: 'ABCDEFGHIJ'.repeat(90) };
      const app = Fastify();
      app.get('/', async () => 'ok');
      app.get('/daily', async (request, reply) => {
        const [id, signature] = (request.headers.cookie ?? '').slice('hub.sid='.length).split('.');
        if (!id || mac(id) !== signature) return reply.code(401).send({ message: 'no session' });
        const session = JSON.parse((await redis.get('sess:' + id)) ?? 'null');
        const signed = JSON.stringify(['v1', 'jotto', 'GET', '/daily', Date.now(), session.playerId]);
        // Signed by the gateway, checked by the service: two HMACs.
        const identitySignature = mac(signed);
        if (mac(signed) !== identitySignature) return reply.code(401).send({ message: 'forged' });
        return { ...puzzle, guesses: [] };
      });
      await app.listen({ port: ${port}, host: '127.0.0.1' });`,
  );
  return {
    ...site,
    url: `${site.url}/daily`,
    async stop() {
      await site.stop();
      await redis.stop();
    },
  };
}

/** `npm start`'s entry point with `env` (startNode passes on no other variable but PATH and HOME). */
async function startStandaloneWith(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hub-bench-'));
  const site = startNode('standalone', {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${url}/readyz`, site.child, 120_000);
  } catch (error) {
    throw new Error(`npm start did not come up: ${(error as Error).message}\n${site.output()}`);
  }
  return {
    url,
    pids: { 'npm start': site.child.pid! },
    async stop() {
      await site.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `npm start` exactly as the README runs it: no DATABASE_URL, REDIS_URL or NATS_URL, so the
 * embedded Postgres (in the site's data folder), sessions in it and in-process events. What most
 * people run, so the first site row.
 */
export async function startStandaloneDefault(): Promise<Site> {
  const site = await startStandaloneWith({ EMBEDDED_POSTGRES_PORT: String(await freePort()) });
  return { name: 'npm start', ...site };
}

/**
 * `npm start`'s entry point on a fresh database, with Redis and NATS as a deployment of it would
 * have them (sessions in Redis, events through NATS JetStream).
 */
export async function startStandalone(): Promise<Site> {
  const [database, redis, nats] = await Promise.all([
    createTestDatabase(),
    startPrivateRedis(),
    startPrivateNats(),
  ]);
  const site = await startStandaloneWith({
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    NATS_URL: nats.url,
  });
  return {
    name: 'npm start + Redis, NATS',
    ...site,
    infra: { databaseUrl: database.url, redisUrl: redis.url, natsUrl: nats.url },
    async stop() {
      await site.stop();
      await Promise.all([redis.stop(), nats.stop()]);
      await database.drop();
    },
  };
}

/** Every service its own process behind the gateway: the plan `npm run start:services` runs. */
export async function startServices(): Promise<Site> {
  const stack = await startProcessStack({ env: { NODE_ENV: 'development', LOG_LEVEL: 'warn' } });
  const { redis, nats } = stack.infrastructure!;
  return {
    name: 'start:services',
    url: stack.url,
    infra: { databaseUrl: stack.databaseUrl, redisUrl: redis.url, natsUrl: nats.url },
    pids: Object.fromEntries(
      (['gateway', ...SERVICES] as const).map((name) => [
        name,
        stack.processes!.process(name).child.pid!,
      ]),
    ),
    stop: () => stack.stop(),
  };
}
