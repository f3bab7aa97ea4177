import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, type AuthHarness } from './harness';

const password = 'correct horse battery staple';
const FREE_ACCOUNT_FAILURES = 10;
const DEVICE_FAILURES = 5;

let harness: AuthHarness;
beforeAll(async () => {
  harness = await startAuthHarness();
});
afterAll(() => harness?.stop());

let counter = 0;
const freshEmail = () => `throttle-${++counter}@example.com`;
// The harness stands in for a gateway behind a trusted proxy: X-Forwarded-For is the address it
// signs, so each guess comes from an address of its own.
const newAddress = () => `198.51.100.${++counter % 250}`;

type Agent = ReturnType<typeof request.agent>;

const signIn = (
  agent: Agent | ReturnType<typeof request>,
  email: string,
  pass = password,
  address = newAddress(),
) => agent.post('/api/auth/login').set('x-forwarded-for', address).send({ email, password: pass });

/** An account, and a browser holding its device cookie. */
async function account() {
  const email = freshEmail();
  const browser = request.agent(harness.app);
  await browser.post('/api/auth/signup').send({ email, password }).expect(201);
  await signIn(browser, email).expect(200);
  return { email, browser };
}

async function underAttack(email: string) {
  for (let i = 0; i < FREE_ACCOUNT_FAILURES; i++) {
    await signIn(request(harness.app), email, 'wrong password').expect(401);
  }
  await signIn(request(harness.app), email).expect(429);
}

describe('the device cookie', () => {
  it('is set at sign-in, HttpOnly, SameSite=Strict, for the sign-in endpoints only', async () => {
    const email = freshEmail();
    await request(harness.app).post('/api/auth/signup').send({ email, password }).expect(201);
    const res = await signIn(request(harness.app), email).expect(200);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('hub.device='));
    expect(cookie).toMatch(/; Path=\/api\/auth/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
  });

  it('exempts only the account it was issued for', async () => {
    const { browser } = await account();
    const other = await account();
    await underAttack(other.email);
    await signIn(browser, other.email).expect(429);
    await signIn(other.browser, other.email).expect(200);
  });

  it('is worthless when tampered with', async () => {
    const { email, browser } = await account();
    await underAttack(email);
    const res = await signIn(browser, email).expect(200);
    const value = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('hub.device='))!
      .split(';')[0]!;
    const [id, mac] = value.slice('hub.device='.length).split('.');
    await underAttack(email);
    const forged = `hub.device=${id}x.${mac}`;
    await signIn(request(harness.app), email).set('Cookie', forged).expect(429);
    await signIn(request(harness.app), email).set('Cookie', value).expect(200);
  });

  it('loses its exemption after failing itself', async () => {
    const { email, browser } = await account();
    const address = newAddress();
    // Someone else at the same address fails at the account until that pair is blocked.
    for (let i = 0; i < 5; i++) {
      await signIn(request(harness.app), email, 'wrong password', address).expect(401);
    }
    await signIn(request(harness.app), email, password, address).expect(429);
    await signIn(browser, email, password, address).expect(200);

    for (let i = 0; i < DEVICE_FAILURES; i++) {
      await signIn(browser, email, 'wrong password', address).expect(401);
    }
    await signIn(browser, email, password, address).expect(429);
  });
});

describe('guesses sent all at once', () => {
  it('cannot all slip through before the first has failed', async () => {
    const { email } = await account();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => signIn(request(harness.app), email, 'wrong password')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(FREE_ACCOUNT_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - FREE_ACCOUNT_FAILURES);
  });
});
