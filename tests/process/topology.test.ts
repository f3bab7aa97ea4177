// The deployed shape's own start-up, run with the built entry points as separate processes: the
// database set-up, replicas starting together, the refusal of published secrets.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloomService } from '@hub/bloom';
import { randomSecret } from '@hub/kit';
import { TcpProxy } from '@hub/kit/testing';
import { jottoService } from '@hub/jotto';
import { createLeaderboardService, REMINDERS_OFF } from '@hub/leaderboard';
import { SERVICES, type ServiceName } from '@hub/proto';
import { passwordVariable, roleUrl } from '../../infra/topology-plan';
import {
  startPlannedDeployment,
  waitUntilReady,
  type PlannedDeployment,
} from '../support/planned-deployment';
import { exited, sleep, startNode, waitForOk } from '../support/processes';

/** The service's own connection, password included (as a person with the Secret could). */
function connectionOf(deployment: PlannedDeployment, service: ServiceName): string {
  const url = new URL(roleUrl(deployment.database.url, service));
  url.password = deployment.secrets[passwordVariable(service)];
  return url.toString();
}

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('a fresh deployment started as separate processes', () => {
  // What `start:services` runs; the tests start the services themselves, several of each.
  let deployment: PlannedDeployment;

  beforeAll(async () => {
    deployment = await startPlannedDeployment({ logLevel: 'warn' });
  });

  afterAll(async () => {
    await deployment?.stop();
  });

  const startReplica = (service: ServiceName, env?: Record<string, string>) =>
    deployment.startReplica(service, env);

  it('brings up three replicas of each service started at once, each schema migrated once', async () => {
    const services = [jottoService, bloomService, createLeaderboardService(REMINDERS_OFF)];
    const replicas = await Promise.all(
      services.flatMap((service) => [1, 2, 3].map(() => startReplica(service.name as ServiceName))),
    );
    await waitUntilReady(replicas);
    for (const service of services) {
      const { rows } = await query(
        deployment.database.url,
        `SELECT name FROM ${service.name}.knex_migrations ORDER BY id`,
      );
      expect(rows.map((row) => row.name)).toEqual(Object.keys(service.migrations).sort());
    }
  }, 120_000);

  it("gives each service a role that owns its schema and cannot read another's", async () => {
    await waitUntilReady([await startReplica('auth')]);

    const owners = await query(
      deployment.database.url,
      `SELECT nspname AS schema, pg_get_userbyid(nspowner) AS owner FROM pg_namespace
        WHERE nspname = ANY('{${SERVICES.join(',')}}')`,
    );
    expect(Object.fromEntries(owners.rows.map((row) => [row.schema, row.owner]))).toEqual(
      Object.fromEntries(SERVICES.map((name) => [name, name])),
    );
    // The table is there (the auth service migrated it as its owner)...
    expect(
      (await query(connectionOf(deployment, 'auth'), 'SELECT count(*) FROM auth.users')).rowCount,
    ).toBe(1);
    // ...and no other service's role may read it, nor write into another service's schema.
    await expect(
      query(connectionOf(deployment, 'wordree'), 'SELECT * FROM auth.users'),
    ).rejects.toMatchObject({
      code: '42501',
    });
    await expect(
      query(connectionOf(deployment, 'jotto'), 'CREATE TABLE bloom.intruder (id int)'),
    ).rejects.toMatchObject({ code: '42501' });
  }, 60_000);

  it('listens on loopback only, unless HOST says otherwise', async (context) => {
    const loopbackOnly = await startReplica('leaderboard');
    const everywhere = await startReplica('leaderboard', { HOST: '0.0.0.0' });
    await waitUntilReady([loopbackOnly, everywhere]);
    expect(await answers(loopbackOnly.url)).toBe(true);
    expect(await answers(everywhere.url)).toBe(true);
    const address = nonLoopbackAddress();
    if (!address) {
      context.skip('this machine has no non-loopback IPv4 address to try the services on');
      return;
    }
    expect(await answers(`http://${address}:${loopbackOnly.port}`)).toBe(false);
    expect(await answers(`http://${address}:${everywhere.port}`)).toBe(true);
  }, 60_000);

  it('starts before its database: waits for it with one clear line a try, then serves', async () => {
    const postgres = new URL(deployment.database.url);
    const proxy = new TcpProxy(postgres.hostname, Number(postgres.port || 5432));
    await proxy.open();
    await proxy.close(); // the port is now the database's address, and nothing answers there
    try {
      const throughProxy = new URL(roleUrl(deployment.database.url, 'leaderboard'));
      throughProxy.hostname = '127.0.0.1';
      throughProxy.port = String(proxy.port);
      const replica = await startReplica('leaderboard', {
        DATABASE_URL: throughProxy.toString(),
        LOG_LEVEL: 'info',
      });
      const tries = () =>
        replica.node.output().match(/Postgres at \S+ is unreachable \(ECONNREFUSED\)/g) ?? [];
      const deadline = Date.now() + 10_000;
      while (tries().length < 3 && Date.now() < deadline) await sleep(100);
      expect(tries().length, replica.node.output().slice(-3000)).toBeGreaterThanOrEqual(3);
      expect(replica.node.child.exitCode).toBeNull();
      // One JSON line a try: no stack trace, no password.
      expect(replica.node.output()).not.toMatch(/\n\s+at /);
      expect(replica.node.output()).not.toContain(
        deployment.secrets[passwordVariable('leaderboard')],
      );

      await proxy.open();
      await waitForOk(`${replica.url}/readyz`, replica.node.child, 20_000);
    } finally {
      await proxy.close();
    }
  });
});

/** An IPv4 address of this machine that another one could reach (not 127.x). */
function nonLoopbackAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((each) => each?.family === 'IPv4' && !each.internal)?.address;
}

/** Whether a service answers its liveness probe at `origin` (false when nothing accepts). */
const answers = (origin: string) =>
  fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.ok,
    () => false,
  );

describe('a service process started with NODE_ENV=production', () => {
  const base = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://jotto@127.0.0.1:5432/hub',
    NATS_URL: 'nats://127.0.0.1:4222',
  };

  async function run(entry: string, env: Record<string, string>, args: string[] = []) {
    const node = startNode(entry, env, args);
    return { code: await exited(node.child), output: node.output() };
  }

  it('refuses a published placeholder secret, naming it, with no stack trace', async () => {
    const { code, output } = await run('jotto', {
      ...base,
      INTERNAL_SECRET: 'local-internal-secret-change-me-0123456789',
    });
    expect(code).toBe(78);
    expect(output).toMatch(/INTERNAL_SECRET: is a known placeholder/);
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('refuses a missing secret, naming it', async () => {
    const { code, output } = await run('auth', { ...base, REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(code).toBe(78);
    expect(output).toMatch(/INTERNAL_SECRET:/);
    expect(output).toMatch(/SESSION_SECRET:/);
  });

  it('refuses auth a dev mailbox, and a start without the public URL, naming them', async () => {
    const auth = {
      ...base,
      REDIS_URL: 'redis://127.0.0.1:6379',
      INTERNAL_SECRET: randomSecret(),
      SESSION_SECRET: randomSecret(),
    };
    const mailbox = await run('auth', {
      ...auth,
      PUBLIC_URL: 'https://puzzles.example.com',
      DEV_MAILBOX: 'true',
    });
    expect(mailbox.code).toBe(78);
    expect(mailbox.output).toMatch(/DEV_MAILBOX: is for development/);
    const unnamed = await run('auth', auth);
    expect(unnamed.code).toBe(78);
    expect(unnamed.output).toMatch(/PUBLIC_URL:/);
  });

  it('accepts random secrets, also from files (--check-config starts nothing)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hub-secrets-'));
    try {
      writeFileSync(path.join(dir, 'internal_secret'), `${randomSecret()}\n`);
      const checked = await run(
        'jotto',
        { ...base, INTERNAL_SECRET_FILE: path.join(dir, 'internal_secret') },
        ['--check-config'],
      );
      expect(checked.code, checked.output).toBe(0);
      expect(checked.output).toMatch(/configuration ok/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
