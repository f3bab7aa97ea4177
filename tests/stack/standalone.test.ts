import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { squatThenReset, SQUATTER_SHUT_OUT } from '../support/accounts';
import { Browserish } from '../support/http';
import {
  BUNDLE_DIR,
  exited,
  freePort,
  isRunning,
  ROOT,
  stopChild,
  waitForOk,
} from '../support/processes';

const BUNDLE = path.join(BUNDLE_DIR, 'standalone.js');
const INFRASTRUCTURE_VARIABLES = ['DATABASE_URL', 'REDIS_URL', 'NATS_URL'];
/** An address in ADMIN_EMAILS that someone other than its owner signs up with first. */
const SQUATTED_ADMIN_EMAIL = 'squatted-admin@example.com';

/** `npm start` as a user runs it: the built bundle, no infrastructure variables, its own data folder. */
function startSite(port: number, pgPort: number, dataDir: string): ChildProcess {
  const environment = { ...process.env };
  for (const name of INFRASTRUCTURE_VARIABLES) delete environment[name];
  return spawn(process.execPath, [BUNDLE], {
    cwd: ROOT,
    env: {
      ...environment,
      PORT: String(port),
      EMBEDDED_POSTGRES_PORT: String(pgPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: SQUATTED_ADMIN_EMAIL,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** An IPv4 address of this machine other than loopback, if it has one. */
function networkAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
}

/** The token of the newest link to `page` mailed to `email`, read where npm start keeps mails. */
async function mailedToken(tab: Browserish, email: string, page: string): Promise<string> {
  const mailbox = await tab.get('/api/auth/dev/mailbox');
  const mail = (mailbox.json.mails as { to: string; text: string }[]).find(
    (sent) => sent.to === email && sent.text.includes(`${page}#token=`),
  );
  const token = mail?.text.match(new RegExp(`${page}#token=(\\S+)`))?.[1];
  if (!token) throw new Error(`no ${page} link for ${email}: ${JSON.stringify(mailbox.json)}`);
  return token;
}

/** The process id of the embedded Postgres running on `dataDir` (its postmaster.pid). */
function postgresOf(dataDir: string): number {
  return Number(
    readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
}

const waitUntilUp = (url: string, child: ChildProcess) =>
  waitForOk(`${url}/healthz`, child, 90_000);

describe('npm start with no infrastructure configured', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hub-standalone-'));
  let child: ChildProcess | undefined;
  let site: { url: string; port: number; pgPort: number } | undefined;

  /** Starts the site on fresh ports, or again on the same ones: its data folder is kept. */
  async function startOrRestart() {
    if (child) await stopChild(child);
    site ??= await (async () => {
      const [port, pgPort] = [await freePort(), await freePort()];
      return { url: `http://127.0.0.1:${port}`, port, pgPort };
    })();
    child = startSite(site.port, site.pgPort, dataDir);
    await waitUntilUp(site.url, child);
    return site;
  }

  afterAll(async () => {
    if (child) await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the site and keeps a signed-up user and their session across a restart', async () => {
    expect(existsSync(BUNDLE), 'dist/server/standalone.js is missing: run `npm run build`').toBe(
      true,
    );
    const { url, port } = await startOrRestart();

    const home = await fetch(url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');

    const tab = new Browserish(url);
    const email = `standalone-${Date.now()}@example.com`;
    const signUp = await tab.post('/api/auth/signup', { email, password: 'correct horse battery' });
    expect(signUp.status).toBe(201);
    // No SMTP configured outside production: npm start keeps the mails in the dev mailbox, for
    // this machine's browser, and their links lead to the port the site was started on.
    const mailbox = await tab.get('/api/auth/dev/mailbox');
    expect(mailbox.status).toBe(200);
    const mail = (mailbox.json.mails as { to: string; text: string }[]).find(
      (sent) => sent.to === email,
    );
    expect(mail?.text, JSON.stringify(mailbox.json)).toContain(
      `http://localhost:${port}/verify-email#token=`,
    );
    const token = mail?.text.match(/\/verify-email#token=(\S+)/)?.[1];
    // Another machine gets an unknown path's 404 (this one's network address stands in for it,
    // where it has one).
    const address = networkAddress();
    if (address) {
      const outside = await new Browserish(`http://${address}:${port}`).get(
        '/api/auth/dev/mailbox',
      );
      expect(outside.status).toBe(404);
    }
    expect(
      (await tab.post('/api/auth/verify-email', { token, password: 'correct horse battery' }))
        .status,
    ).toBe(200);
    expect((await tab.get('/api/bloom/daily')).status).toBe(200);

    await startOrRestart();

    // The session (kept in the embedded Postgres) is still valid...
    expect((await tab.get('/api/user')).json?.email).toBe(email);
    // ...and the account itself survived.
    const again = new Browserish(url);
    const signIn = await again.post('/api/auth/login', {
      email,
      password: 'correct horse battery',
    });
    expect(signIn.status).toBe(200);
  }, 240_000);

  // Killed, npm start cannot stop its Postgres, which kept the port: the next start failed with
  // "port taken" until someone found it. Nor could a second Ctrl-C while it stopped.
  it('starts again after being killed, and a second Ctrl-C does not leave its Postgres running', async () => {
    const { url, port, pgPort } = await startOrRestart();
    const tab = new Browserish(url);
    expect((await tab.get('/api/bloom/daily')).status).toBe(200);
    const left = postgresOf(dataDir);
    child!.kill('SIGKILL');
    await exited(child!);
    expect(isRunning(left), 'the killed npm start left its Postgres running').toBe(true);

    child = startSite(port, pgPort, dataDir);
    await waitUntilUp(url, child);
    expect(isRunning(left)).toBe(false);
    expect((await tab.get('/api/bloom/daily')).status).toBe(200);

    const running = postgresOf(dataDir);
    const stopping = exited(child);
    child.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 50));
    child.kill('SIGINT');
    expect(await stopping).toBe(0);
    expect(isRunning(running)).toBe(false);
    child = undefined;
  }, 240_000);

  // The default session store (Postgres) ends a user's sessions as Redis does: the probe that
  // once found the squatter's session alive, verified and admin after the owner's reset.
  it("ends a squatter's session when the owner resets the password, in the default store", async () => {
    // The test above's site when it ran, else one of its own.
    const { url } = site && child ? site : await startOrRestart();
    const seen = await squatThenReset(url, SQUATTED_ADMIN_EMAIL, () =>
      mailedToken(new Browserish(url), SQUATTED_ADMIN_EMAIL, '/reset-password'),
    );
    expect(seen).toEqual(SQUATTER_SHUT_OUT);
  }, 60_000);
});
