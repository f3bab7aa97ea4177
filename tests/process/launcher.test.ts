// `npm run start:services` as an operator runs it: one launcher, each service and the gateway its
// child process. A child that crashes is started again; the rest of the site keeps serving.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@hub/kit/testing';
import { SERVICES } from '@hub/proto';
import {
  freePort,
  freePortBlock,
  ROOT,
  startNode,
  startPrivateNats,
  startPrivateRedis,
  waitForOk,
  type NodeProcess,
  type PrivateServer,
} from '../support/processes';

/** The pid of the launcher's child running `dist/server/<entry>.js`. */
function childPid(launcher: NodeProcess, entry: string): number {
  const listing = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(launcher.child.pid)], {
    encoding: 'utf8',
  });
  const line = listing.split('\n').find((row) => row.includes(`${entry}.js`));
  if (!line) throw new Error(`no ${entry} child in:\n${listing}`);
  return Number(line.trim().split(/\s+/)[0]);
}

describe('the launcher of the per-process topology', () => {
  let database: TestDatabase;
  let redis: PrivateServer;
  let nats: PrivateServer;
  let launcher: NodeProcess;
  let dataDir: string;
  let gatewayUrl: string;
  let gatewayMetricsUrl: string;
  let leaderboardUrl: string;

  beforeAll(async () => {
    [database, redis, nats] = await Promise.all([
      createTestDatabase(),
      startPrivateRedis(),
      startPrivateNats(),
    ]);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'hub-launcher-'));
    const gatewayPort = await freePort();
    const metricsPort = await freePort();
    const servicePortBase = await freePortBlock(SERVICES.length);
    // One service is given a port of its own, outside the block the others take.
    const leaderboardPort = await freePort();
    gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    gatewayMetricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    leaderboardUrl = `http://127.0.0.1:${leaderboardPort}`;
    const serviceUrl = (service: (typeof SERVICES)[number]) =>
      service === 'leaderboard'
        ? leaderboardUrl
        : `http://127.0.0.1:${servicePortBase + SERVICES.indexOf(service)}`;
    launcher = startNode('topology', {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      NATS_URL: nats.url,
      PORT: String(gatewayPort),
      METRICS_PORT: String(metricsPort),
      SERVICE_PORT_BASE: String(servicePortBase),
      LEADERBOARD_PORT: String(leaderboardPort),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(ROOT, 'web', 'dist'),
    });
    const ready = [
      `${gatewayUrl}/healthz`,
      ...SERVICES.map((service) => `${serviceUrl(service)}/readyz`),
    ];
    for (const url of ready) {
      await waitForOk(url, launcher.child).catch((error: Error) => {
        throw new Error(`${error.message}\n${launcher.output()}`);
      });
    }
  }, 120_000);

  afterAll(async () => {
    await launcher?.stop();
    await Promise.all([redis?.stop(), nats?.stop()]);
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves the gateway's metrics on METRICS_PORT, and each service's on its own port", async () => {
    for (const url of [gatewayMetricsUrl, `${leaderboardUrl}/metrics`]) {
      const answer = await fetch(url);
      expect(answer.status, url).toBe(200);
      expect(await answer.text(), url).toContain('hub_http_requests_total');
    }
  });

  it('starts a crashed service again and keeps the others serving meanwhile', async () => {
    const crashed = childPid(launcher, 'leaderboard');
    process.kill(crashed, 'SIGKILL');

    // The gateway and the other services did not stop with it.
    const meanwhile = await fetch(`${gatewayUrl}/api/jotto/daily`);
    expect(meanwhile.status, `${await meanwhile.text()}\n${launcher.output()}`).toBe(200);
    await waitForOk(`${leaderboardUrl}/readyz`, launcher.child, 20_000);
    expect(childPid(launcher, 'leaderboard')).not.toBe(crashed);
    expect(launcher.output()).toMatch(/leaderboard exited \(SIGKILL\); restarting it in 1 s/);
    expect(launcher.child.exitCode).toBeNull();
  });
});
