import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_HEADERS, SESSION_COOKIE } from '@hub/kit';
import { nextResetAt } from '@hub/proto';
import type { TestStack } from '../support/stack';
import { signUpVerified } from '../support/accounts';
import { Browserish } from '../support/http';
import { tokenIn } from '../support/mailbox';
import { TOPOLOGIES } from '../support/topologies';

describe.each(TOPOLOGIES)('sign-up and sign-in through the gateway, %s', (_, startStack) => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ env: { ADMIN_EMAILS: 'boss@example.com' } });
  });
  afterAll(() => stack?.stop());

  const newEmail = (label: string) =>
    `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

  it('signs up and in at once, verifies by the mailed link, answers /api/user, logs out and signs in again', async () => {
    const tab = new Browserish(stack.url);
    expect((await tab.get('/api/user')).status).toBe(401);
    // The web app's question has an answer for a guest: no failed load on every page.
    const guest = await tab.get('/api/auth/session');
    expect(guest.status).toBe(200);
    expect(guest.json).toEqual({ user: null });

    const email = newEmail('ada');
    const signUp = await tab.post('/api/auth/signup', {
      email,
      password: 'correct horse battery',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(signUp.status).toBe(201);
    const unverified = { email, firstName: 'Ada', emailVerified: false, isAdmin: false };
    expect(signUp.json).toMatchObject(unverified);
    expect((await tab.get('/api/user')).json).toMatchObject(unverified);
    const mail = await stack.mailbox.next(email);
    expect(mail.subject).toMatch(/Confirm your e-mail/);
    // With no PUBLIC_URL, its link leads to the gateway's port, even from auth in its own process.
    const link = mail.text.split(/\s+/).find((word) => word.includes('/verify-email#token='));
    expect(new URL(link ?? '').port).toBe(new URL(stack.url).port);
    // The tab is signed in to the account: the link needs no password there.
    const verified = await tab.post('/api/auth/verify-email', {
      token: tokenIn(mail, '/verify-email'),
    });
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailVerified: true,
      isAdmin: false,
    });

    const me = await tab.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(email);
    expect((await tab.get('/api/auth/session')).json).toEqual({ user: me.json });

    const logout = await tab.get('/api/logout', { 'sec-fetch-site': 'same-origin' });
    expect(logout.status).toBe(302);
    expect(logout.headers.location).toBe('/');
    expect((await tab.get('/api/user')).status).toBe(401);
    expect((await tab.get('/api/auth/session')).json).toEqual({ user: null });

    const signIn = await tab.post('/api/auth/login', { email, password: 'correct horse battery' });
    expect(signIn.status).toBe(200);
    expect((await tab.get('/api/user')).json.email).toBe(email);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const tab = new Browserish(stack.url);
    const email = newEmail('bob');
    await signUpVerified(stack, tab, { email, password: 'correct horse battery' });
    const wrongPassword = await new Browserish(stack.url).post('/api/auth/login', {
      email,
      password: 'not the password',
    });
    const unknownEmail = await new Browserish(stack.url).post('/api/auth/login', {
      email: newEmail('nobody'),
      password: 'not the password',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.json.message).toBe(unknownEmail.json.message);
  });

  it('signs a new e-mail in; a taken one signs nobody in, and its owner is mailed a way in', async () => {
    const email = newEmail('carol');
    await signUpVerified(stack, new Browserish(stack.url), {
      email,
      password: 'correct horse battery',
    });
    const fresh = newEmail('carl');
    const tabs = [new Browserish(stack.url), new Browserish(stack.url), new Browserish(stack.url)];
    const answers = [];
    for (const [index, [address, password]] of (
      [
        [email.toUpperCase(), 'another good password'],
        [fresh, 'another good password'],
        // The owner's own password does not sign in here either: sign-in is the throttled door.
        [email, 'correct horse battery'],
      ] as const
    ).entries()) {
      answers.push(await tabs[index]!.post('/api/auth/signup', { email: address, password }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([202, 201, 202]);
    expect(answers[0]!.json).toEqual({
      email,
      message:
        'This e-mail already has an account: sign in, or open the link we sent it to set a new password.',
    });
    expect(answers[1]!.json).toMatchObject({ email: fresh, emailVerified: false });
    expect((await tabs[0]!.get('/api/user')).status).toBe(401);
    expect((await tabs[1]!.get('/api/user')).json.email).toBe(fresh);
    expect((await tabs[2]!.get('/api/user')).status).toBe(401);

    const toOwner = await stack.mailbox.next(email);
    expect(toOwner.subject).toMatch(/tried to sign up/);
    expect(toOwner.text).toContain('/reset-password#token=');
    expect((await stack.mailbox.next(fresh)).subject).toMatch(/Confirm your e-mail/);
    // The second try at the taken address came too soon after the first: no third mail.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stack.mailbox.pending(email)).toEqual([]);
  });

  it('refuses a bad e-mail and a short password with clear messages', async () => {
    const badEmail = await new Browserish(stack.url).post('/api/auth/signup', {
      email: 'not-an-email',
      password: 'correct horse battery',
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.message).toBe('Please enter a valid e-mail address');

    const shortPassword = await new Browserish(stack.url).post('/api/auth/signup', {
      email: newEmail('dave'),
      password: 'short',
    });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.json.message).toBe('Password must be at least 8 characters');
  });

  it('keeps a session across a gateway restart (the session lives in Redis)', async () => {
    const tab = new Browserish(stack.url);
    const email = newEmail('erin');
    await signUpVerified(stack, tab, { email, password: 'correct horse battery' });
    await stack.restartGateway();
    const me = await tab.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(email);
  });

  it('makes listed e-mails admins only once verified, and only them', async () => {
    // Signing up with the listed address gives no admin rights until the mailbox is proved...
    const admin = new Browserish(stack.url);
    const signUp = await admin.post('/api/auth/signup', {
      email: 'boss@example.com',
      password: 'correct horse battery',
    });
    expect(signUp.status).toBe(201);
    expect(signUp.json).toMatchObject({ isAdmin: false, emailVerified: false });
    expect((await admin.get('/api/admin/puzzle-count')).status).toBe(403);
    expect((await admin.get('/api/user')).json.isAdmin).toBe(false);

    // ...by following the mailed link.
    const link = await stack.mailbox.next('boss@example.com');
    const verified = await admin.post('/api/auth/verify-email', {
      token: tokenIn(link, '/verify-email'),
    });
    expect(verified.json.isAdmin).toBe(true);
    expect((await admin.get('/api/user')).json.isAdmin).toBe(true);
    expect((await admin.get('/api/admin/puzzle-count')).status).not.toBe(403);

    const player = new Browserish(stack.url);
    await signUpVerified(stack, player, {
      email: newEmail('frank'),
      password: 'correct horse battery',
    });
    const forbidden = await player.get('/api/admin/puzzle-count', {
      [IDENTITY_HEADERS.roles]: 'admin',
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.message).toBeTruthy();
  });

  it('takes a session cookie only as signed: the same id under a changed signature is nobody', async () => {
    const tab = new Browserish(stack.url);
    await tab.post('/api/auth/signup', {
      email: newEmail('sid'),
      password: 'correct horse battery',
    });
    // The genuine cookie is checked (and remembered as checked) first...
    expect((await tab.get('/api/user')).status).toBe(200);
    const cookie = tab.cookieHeader();
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+$`));
    // ...then its signature's last character changes: the id alone vouches for nobody.
    const tampered = cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const answer = await new Browserish(stack.url).get('/api/user', { cookie: tampered });
    expect(answer.status).toBe(401);
  });

  it('has services refuse calls that bypass the gateway', async () => {
    const direct = await fetch(`${stack.serviceUrls.bloom}/api/bloom/daily`, {
      headers: { [IDENTITY_HEADERS.playerId]: 'forged', [IDENTITY_HEADERS.userId]: 'forged' },
    });
    expect(direct.status).toBe(401);
    expect(await direct.json()).toEqual({
      message: 'This service only answers requests from the gateway',
    });
  });

  it('serves the Bloom reset time for the hub countdown', async () => {
    const daily = await new Browserish(stack.url).get('/api/bloom/daily');
    expect(daily.status).toBe(200);
    expect(daily.json.resetTime).toBe(nextResetAt().toISOString());
  });

  it('reports health and readiness of each service', async () => {
    for (const url of Object.values(stack.serviceUrls)) {
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({
        status: 'ok',
        checks: { postgres: 'ok', events: 'ok' },
      });
    }
  });
});
