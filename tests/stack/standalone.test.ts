import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Browserish } from '../support/http';
import { BUNDLE_DIR, freePort, ROOT, stopChild, waitForOk } from '../support/processes';

const BUNDLE = path.join(BUNDLE_DIR, 'standalone.js');
const INFRASTRUCTURE_VARIABLES = ['DATABASE_URL', 'REDIS_URL', 'NATS_URL'];

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
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

const waitUntilUp = (url: string, child: ChildProcess) =>
  waitForOk(`${url}/healthz`, child, 90_000);

describe('npm start with no infrastructure configured', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hub-standalone-'));
  let child: ChildProcess | undefined;

  afterAll(async () => {
    if (child) await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the site and keeps a signed-up user and their session across a restart', async () => {
    expect(existsSync(BUNDLE), 'dist/server/standalone.js is missing: run `npm run build`').toBe(
      true,
    );
    const [port, pgPort] = [await freePort(), await freePort()];
    const url = `http://127.0.0.1:${port}`;
    child = startSite(port, pgPort, dataDir);
    await waitUntilUp(url, child);

    const home = await fetch(url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');

    const tab = new Browserish(url);
    const email = `standalone-${Date.now()}@example.com`;
    const signUp = await tab.post('/api/auth/signup', { email, password: 'correct horse battery' });
    expect(signUp.status).toBe(202);
    // No SMTP configured outside production: the mail is logged and kept in the dev mailbox.
    const mailbox = await tab.get('/api/auth/dev/mailbox');
    expect(mailbox.status).toBe(200);
    const mail = (mailbox.json.mails as { to: string; text: string }[]).find(
      (sent) => sent.to === email,
    );
    const token = mail?.text.match(/\/verify-email#token=(\S+)/)?.[1];
    expect(token, JSON.stringify(mailbox.json)).toBeTruthy();
    expect(
      (await tab.post('/api/auth/verify-email', { token, password: 'correct horse battery' }))
        .status,
    ).toBe(200);
    expect((await tab.get('/api/bloom/daily')).status).toBe(200);

    await stopChild(child);
    child = startSite(port, pgPort, dataDir);
    await waitUntilUp(url, child);

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
});
