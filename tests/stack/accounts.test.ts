import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, squatThenReset, SQUATTER_SHUT_OUT } from '../support/accounts';
import { Browserish } from '../support/http';
import { tokenIn } from '../support/mailbox';
import { startOAuthProvider, type OAuthProviderStandIn } from '../support/oauth-provider';
import { ROOT } from '../support/processes';
import { startProcessStack } from '../support/process-stack';
import type { TestStack } from '../support/stack';
import { TOPOLOGIES } from '../support/topologies';

const PUBLIC_URL = 'http://hub.test';
/** An address in ADMIN_EMAILS that someone other than its owner signs up with first. */
const SQUATTED_ADMIN_EMAIL = 'squatted-admin@example.com';
const PASSWORD = 'correct horse battery';
const newEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

/** A browser tab through the whole social sign-in: our start, the stand-in's consent, our callback. */
async function signInWithGoogle(stack: TestStack, provider: OAuthProviderStandIn, tab: Browserish) {
  const start = await tab.get('/api/auth/google');
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.location!);
  const consent = await fetch(`${provider.url}${authorize.pathname}${authorize.search}`, {
    redirect: 'manual',
  });
  const callback = new URL(consent.headers.get('location')!);
  const done = await tab.get(callback.pathname + callback.search);
  expect(done.status).toBe(302);
  expect(done.headers.location).toBe('/');
  return (await tab.get('/api/user')).json;
}

describe.each(TOPOLOGIES)('accounts by e-mail through the gateway, %s', (_, startStack) => {
  let stack: TestStack;
  let provider: OAuthProviderStandIn;
  let database: pg.Client;

  beforeAll(async () => {
    provider = await startOAuthProvider(PUBLIC_URL);
    stack = await startStack({ env: { ...provider.env, ADMIN_EMAILS: SQUATTED_ADMIN_EMAIL } });
    database = new pg.Client({ connectionString: stack.databaseUrl });
    await database.connect();
  });
  afterAll(async () => {
    await database?.end();
    await stack?.stop();
    await provider?.stop();
  });

  it('lets a verification link work once, and not after it expires', async () => {
    const email = newEmail('once');
    const tab = new Browserish(stack.url);
    expect((await tab.post('/api/auth/signup', { email, password: PASSWORD })).status).toBe(201);
    const token = tokenIn(await stack.mailbox.next(email), '/verify-email');
    expect((await tab.post('/api/auth/verify-email', { token, password: PASSWORD })).status).toBe(
      200,
    );
    const again = await new Browserish(stack.url).post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.json.message).toMatch(/expired or was already used/);

    const late = newEmail('late');
    await tab.post('/api/auth/signup', { email: late, password: PASSWORD });
    const lateToken = tokenIn(await stack.mailbox.next(late), '/verify-email');
    await database.query(
      `update auth.email_tokens set expires_at = now() - interval '1 second'
        where email = $1`,
      [late],
    );
    const expired = await new Browserish(stack.url).post('/api/auth/verify-email', {
      token: lateToken,
    });
    expect(expired.status).toBe(400);
    const stored = await database.query(`select token_hash from auth.email_tokens`);
    expect(JSON.stringify(stored.rows)).not.toContain(lateToken);
  });

  it('answers a request sent with the cookie from before a sign-in as sent, without a cookie that would undo it', async () => {
    const email = newEmail('racing');
    const tab = new Browserish(stack.url);
    await tab.post('/api/auth/signup', { email, password: PASSWORD });
    const token = tokenIn(await stack.mailbox.next(email), '/verify-email');
    expect((await tab.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    const before = tab.cookieHeader();
    // Confirming the e-mail signs the tab in again (a new session id)...
    expect((await tab.post('/api/auth/verify-email', { token })).status).toBe(200);
    // ...while a game's read and an account read it had sent go through with the old cookie.
    const late = new Browserish(stack.url);
    for (const path of ['/api/jotto/daily', '/api/user']) {
      const answer = await late.get(path, { cookie: before });
      expect(answer.status).toBe(200);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect((await tab.get('/api/user')).json).toMatchObject({ email, emailVerified: true });
  });

  it('resets a password by the mailed link, which verifies and ends other sessions', async () => {
    const email = newEmail('reset');
    const tab = new Browserish(stack.url);
    await tab.post('/api/auth/signup', { email, password: PASSWORD });
    await stack.mailbox.next(email);
    const other = new Browserish(stack.url);
    expect((await other.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);

    const known = await new Browserish(stack.url).post('/api/auth/password-reset', { email });
    const unknown = await new Browserish(stack.url).post('/api/auth/password-reset', {
      email: newEmail('nobody'),
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.json.message).toBe(unknown.json.message);

    const token = tokenIn(await stack.mailbox.next(email), '/reset-password');
    expect((await tab.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    const before = tab.cookieHeader();
    const reset = await tab.post('/api/auth/password-reset/complete', {
      token,
      password: 'a whole new password',
    });
    expect(reset.status).toBe(200);
    expect(reset.json).toMatchObject({ email, emailVerified: true });
    expect((await tab.get('/api/user')).status).toBe(200);
    expect((await other.get('/api/user')).status).toBe(401);
    // The tab was signed in to the account: the session the reset replaced is not kept for the
    // requests it had on their way, as a sign-in's is, but ended with the others.
    expect((await new Browserish(stack.url).get('/api/user', { cookie: before })).status).toBe(401);
    expect(
      (await new Browserish(stack.url).post('/api/auth/login', { email, password: PASSWORD }))
        .status,
    ).toBe(401);
    const twice = await tab.post('/api/auth/password-reset/complete', {
      token,
      password: 'another new password',
    });
    expect(twice.status).toBe(400);
  });

  it("ends a squatter's session when the owner resets the password: no admin for the squatter", async () => {
    const seen = await squatThenReset(stack.url, SQUATTED_ADMIN_EMAIL, async () => {
      // The sign-up's mail first, then the reset's.
      let mail = await stack.mailbox.next(SQUATTED_ADMIN_EMAIL);
      while (!mail.text.includes('/reset-password#token=')) {
        mail = await stack.mailbox.next(SQUATTED_ADMIN_EMAIL);
      }
      return tokenIn(mail, '/reset-password');
    });
    expect(seen).toEqual(SQUATTER_SHUT_OUT);
  });

  it("gives a victim's social sign-in its own account, not the pre-registered attacker's", async () => {
    const victimEmail = newEmail('victim');
    const attacker = new Browserish(stack.url);
    await attacker.post('/api/auth/signup', { email: victimEmail, password: PASSWORD });
    const squatted = await attacker.post('/api/auth/login', {
      email: victimEmail,
      password: PASSWORD,
    });
    expect(squatted.status).toBe(200);

    provider.setProfile('google', {
      sub: `google-${victimEmail}`,
      email: victimEmail,
      email_verified: true,
      given_name: 'Vic',
    });
    const victim = new Browserish(stack.url);
    const user = await signInWithGoogle(stack, provider, victim);
    expect(user.id).not.toBe(squatted.json.id);
    expect(user).toMatchObject({ email: victimEmail, emailVerified: true });

    const again = await new Browserish(stack.url).post('/api/auth/login', {
      email: victimEmail,
      password: PASSWORD,
    });
    expect(again.status).toBe(401);
    expect((await attacker.get('/api/user')).json.email).toBeNull();
    // The attacker's pending verification link for that address is dead too.
    const pending = tokenIn(await stack.mailbox.next(victimEmail), '/verify-email');
    expect((await attacker.post('/api/auth/verify-email', { token: pending })).status).toBe(400);
  });

  it('joins a social sign-in to a password account whose e-mail is verified', async () => {
    const email = newEmail('linked');
    const owner = await signUpVerified(stack, new Browserish(stack.url), {
      email,
      password: PASSWORD,
    });
    provider.setProfile('google', { sub: `google-${email}`, email, email_verified: true });
    const user = await signInWithGoogle(stack, provider, new Browserish(stack.url));
    expect(user.id).toBe(owner.id);
  });
});

const run = promisify(execFile);

describe('the admin-role operator command (each service its own process)', () => {
  const ADMIN_EMAIL = 'listed-boss@example.com';
  let stack: TestStack;
  let database: pg.Client;

  beforeAll(async () => {
    stack = await startProcessStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    database = new pg.Client({ connectionString: stack.databaseUrl });
    await database.connect();
  });
  afterAll(async () => {
    await database?.end();
    await stack?.stop();
  });

  const adminRole = (...args: string[]) =>
    run('node', [path.join(ROOT, 'dist', 'server', 'admin-role.js'), ...args], {
      env: {
        ...process.env,
        DATABASE_URL: stack.databaseUrl,
        REDIS_URL: stack.infrastructure!.redis.url,
      },
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);

  it('grants admin to a verified e-mail, revokes it at once, and audits both', async () => {
    const email = newEmail('ops');
    const tab = new Browserish(stack.url);
    await signUpVerified(stack, tab, { email, password: PASSWORD });
    expect((await tab.get('/api/admin/audit-log')).status).toBe(403);

    const granted = await adminRole('grant', email.toUpperCase(), '--by', 'alice');
    expect(granted).toMatchObject({ stdout: expect.stringContaining('is now admin') });
    // The session catches up on the next /api/user, which the web app asks on every page.
    expect((await tab.get('/api/user')).json.isAdmin).toBe(true);
    expect((await tab.get('/api/admin/audit-log')).status).toBe(200);

    const revoked = await adminRole('revoke', email, '--by', 'bob');
    expect(revoked).toMatchObject({ stdout: expect.stringContaining('no longer admin') });
    expect((await tab.get('/api/admin/audit-log')).status).toBe(401);
    const again = new Browserish(stack.url);
    expect((await again.post('/api/auth/login', { email, password: PASSWORD })).json.isAdmin).toBe(
      false,
    );
    expect((await again.get('/api/admin/audit-log')).status).toBe(403);

    const audit = await database.query(
      `select operator, action, role, email, at from auth.role_audit where email = $1 order by id`,
      [email],
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({ operator: 'alice', action: 'grant', role: 'admin', email }),
      expect.objectContaining({ operator: 'bob', action: 'revoke', role: 'admin', email }),
    ]);
    const listed = await adminRole('audit');
    expect(listed).toMatchObject({
      stdout: expect.stringContaining(`bob  revoke admin  ${email}`),
    });
  });

  it('refuses an unverified or unknown e-mail, and says so', async () => {
    const email = newEmail('unverified');
    await new Browserish(stack.url).post('/api/auth/signup', { email, password: PASSWORD });
    const refused = await adminRole('grant', email);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/not verified/) });
    const unknown = await adminRole('grant', newEmail('nobody'));
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringMatching(/No account/) });
    const usage = await adminRole('promote', email);
    expect(usage).toMatchObject({ code: 2, stderr: expect.stringMatching(/usage/) });
    const audit = await database.query(`select * from auth.role_audit where email = $1`, [email]);
    expect(audit.rows).toEqual([]);
  });
});
