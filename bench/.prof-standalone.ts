// Ad-hoc (not committed): npm start's process under --cpu-prof, with autocannon against a path.
import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@hub/kit/testing';
import { freePort, startNode, startPrivateNats, startPrivateRedis, waitForOk } from '../tests/support/processes';

const target = process.env.TARGET ?? '/api/jotto/daily';
const cookieMode = process.env.COOKIE ?? 'returning';
const seconds = Number(process.env.SECS ?? 8);
const [database, redis, nats] = await Promise.all([createTestDatabase(), startPrivateRedis(), startPrivateNats()]);
const port = await freePort();
const site = startNode('standalone', {
  PORT: String(port),
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'hub-prof-')),
  DATABASE_URL: database.url, REDIS_URL: redis.url, NATS_URL: nats.url, LOG_LEVEL: 'warn',
  ...(process.env.PROFDIR ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.PROFDIR}` } : {}),
});
const url = `http://127.0.0.1:${port}`;
await waitForOk(`${url}/readyz`, site.child, 120_000);
const first = await fetch(url + target);
const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0];
const headers: Record<string, string> = cookieMode === 'returning' ? { cookie } : {};
await autocannon({ url: url + target, connections: 100, duration: 2, headers });
const r = await autocannon({ url: url + target, connections: 100, duration: seconds, headers });
console.log(target, cookieMode, 'rps', Math.round(r.requests.average), 'p99', r.latency.p99, 'errors', r.errors, 'non2xx', r.non2xx);
await site.stop();
await Promise.all([redis.stop(), nats.stop()]);
await database.drop();
