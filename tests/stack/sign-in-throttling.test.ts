import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browserish } from '../support/http';
import type { TestStack } from '../support/stack';
import { TOPOLOGIES } from '../support/topologies';

const PASSWORD = 'correct horse battery';
const WRONG = 'not the password';

/** The auth service's defaults (services/auth/README.md, "Throttling"). */
const FREE_ACCOUNT_FAILURES = 10;
const FAILURES_PER_ADDRESS_PER_HOUR = 30;
const SIGN_UPS_PER_ADDRESS_PER_HOUR = 20;

let addresses = 0;
/**
 * A loopback address no other test has used: counters per address outlive a test. The gateway
 * sees each as a different client (it trusts no proxy here, so it reads the socket's address).
 */
function newAddress(): string {
  addresses += 1;
  return `127.0.${Math.floor(addresses / 200) + 1}.${(addresses % 200) + 2}`;
}

let emails = 0;
const newEmail = (label: string) => `${label}-${++emails}-${Date.now()}@example.com`;

function expectTooMany(answer: Awaited<ReturnType<Browserish['get']>>, message: RegExp) {
  expect(answer.status).toBe(429);
  expect(answer.json).toEqual({ message: expect.stringMatching(message) });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe.each(TOPOLOGIES)('sign-in throttling through the gateway, %s', (_, startStack) => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.stop());

  const tabAt = (address = newAddress()) => new Browserish(stack.url, address);
  const signIn = (tab: Browserish, email: string, password = PASSWORD) =>
    tab.post('/api/auth/login', { email, password });

  /** A new account, and the browser (with its device cookie) that created it. */
  async function account(label: string) {
    const email = newEmail(label);
    const tab = tabAt();
    expect((await tab.post('/api/auth/signup', { email, password: PASSWORD })).status).toBe(201);
    expect((await signIn(tab, email)).status).toBe(200);
    return { email, tab };
  }

  it('slows guesses at one account spread over many addresses, with a doubling back-off', async () => {
    const { email } = await account('target');
    for (let i = 0; i < FREE_ACCOUNT_FAILURES; i++) {
      expect((await signIn(tabAt(), email, WRONG)).status).toBe(401);
    }
    // The next guess, from yet another address, waits for the back-off window.
    const limited = await signIn(tabAt(), email, WRONG);
    expectTooMany(limited, /^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/);
    // So does the right password from a browser that never signed in (what it costs: see README).
    expect((await signIn(tabAt(), email)).status).toBe(429);

    // Once the window has passed, one more guess is let through, and the next window is longer.
    await new Promise((resolve) =>
      setTimeout(resolve, Number(limited.headers['retry-after']) * 1000 + 100),
    );
    expect((await signIn(tabAt(), email, WRONG)).status).toBe(401);
    const longer = await signIn(tabAt(), email, WRONG);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(
      Number(limited.headers['retry-after']),
    );
  });

  it("keeps the owner's own browser signing in while the account is under attack", async () => {
    const { email, tab: ownersBrowser } = await account('owner');
    for (let i = 0; i <= FREE_ACCOUNT_FAILURES; i++) await signIn(tabAt(), email, WRONG);
    expect((await signIn(tabAt(), email)).status).toBe(429);

    // The device cookie set at its last sign-in exempts it, whatever address it now comes from.
    const signedIn = await signIn(ownersBrowser, email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.email).toBe(email);
    expect((await ownersBrowser.get('/api/user')).json.email).toBe(email);
  });

  it('stops one address guessing at any accounts, but not the owner elsewhere or on their browser', async () => {
    const cafe = newAddress();
    // The owner signed in at the café earlier; their browser keeps its device cookie.
    const { email } = await account('regular');
    const ownersLaptop = tabAt(cafe);
    expect((await signIn(ownersLaptop, email)).status).toBe(200);

    // Someone else at the café guesses at many accounts, whatever X-Forwarded-For it claims.
    const attacker = tabAt(cafe);
    for (let i = 0; i < FAILURES_PER_ADDRESS_PER_HOUR; i++) {
      const guess = await attacker.post(
        '/api/auth/login',
        // A few at the owner's account too: fewer than one address may fail there in a row.
        { email: i < 4 ? email : newEmail('victim'), password: WRONG },
        { 'x-forwarded-for': `198.51.100.${i}`, 'x-client-address': `203.0.113.${i}` },
      );
      expect(guess.status).toBe(401);
    }
    expectTooMany(await signIn(attacker, newEmail('another')), /^Too many sign-in attempts\./);
    expect((await signIn(tabAt(cafe), email)).status).toBe(429);

    // The owner still signs in from another address, and from the café on their own laptop.
    expect((await signIn(tabAt(), email)).status).toBe(200);
    expect((await signIn(ownersLaptop, email)).status).toBe(200);
  });

  it("starts the account's count afresh after a successful sign-in", async () => {
    const { email, tab } = await account('forgetful');
    for (let i = 0; i < FREE_ACCOUNT_FAILURES - 1; i++) {
      expect((await signIn(tabAt(), email, WRONG)).status).toBe(401);
    }
    expect((await signIn(tab, email)).status).toBe(200);
    for (let i = 0; i < FREE_ACCOUNT_FAILURES; i++) {
      expect((await signIn(tabAt(), email, WRONG)).status).toBe(401);
    }
    expect((await signIn(tabAt(), email, WRONG)).status).toBe(429);
  });

  it('answers an unknown e-mail exactly like an account, so the limits tell nobody who exists', async () => {
    const { email } = await account('known');
    const unknown = newEmail('unknown');
    for (const target of [email, unknown]) {
      for (let i = 0; i < FREE_ACCOUNT_FAILURES; i++) {
        expect((await signIn(tabAt(), target, WRONG)).status).toBe(401);
      }
      expect((await signIn(tabAt(), target, WRONG)).status).toBe(429);
    }
  });

  it('limits sign-ups from one address, counting refused ones too', async () => {
    const address = newAddress();
    for (let i = 0; i < SIGN_UPS_PER_ADDRESS_PER_HOUR; i++) {
      const refused = await tabAt(address).post('/api/auth/signup', { email: 'not-an-email' });
      expect(refused.status).toBe(400);
    }
    const limited = await tabAt(address).post('/api/auth/signup', {
      email: newEmail('bulk'),
      password: PASSWORD,
    });
    expectTooMany(limited, /^Too many sign-ups from your network\./);
    const elsewhere = await tabAt().post('/api/auth/signup', {
      email: newEmail('elsewhere'),
      password: PASSWORD,
    });
    expect(elsewhere.status).toBe(201);
  });

  it('refuses common passwords and the e-mail as a password at sign-up', async () => {
    const email = newEmail('weak');
    for (const password of ['password', 'Password', 'qwertyuiop', email, email.split('@')[0]]) {
      const answer = await tabAt().post('/api/auth/signup', { email, password });
      expect(answer.status, password).toBe(400);
      expect(answer.json.message, password).toMatch(
        /^(That password is too common\. Please choose another\.|Your password must not be your e-mail address\.)$/,
      );
    }
    expect(
      (await tabAt().post('/api/auth/signup', { email, password: 'password' })).json.message,
    ).toBe('That password is too common. Please choose another.');
    expect((await tabAt().post('/api/auth/signup', { email, password: PASSWORD })).status).toBe(
      201,
    );
  });

  describe('logging out', () => {
    const signedInTab = async () => (await account('leaving')).tab;

    it('keeps the session on a GET /api/logout not sent by our own pages, and asks instead', async () => {
      for (const site of [undefined, 'cross-site', 'same-site', 'none']) {
        const tab = await signedInTab();
        const answer = await tab.get('/api/logout', site ? { 'sec-fetch-site': site } : {});
        expect(answer.status, site).toBe(302);
        expect(answer.headers.location, site).toBe('/logout');
        expect((await tab.get('/api/user')).status, site).toBe(200);
      }
    });

    it('logs out on a GET /api/logout from our own pages, and on POST /api/auth/logout', async () => {
      const navigating = await signedInTab();
      const answer = await navigating.get('/api/logout', { 'sec-fetch-site': 'same-origin' });
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe('/');
      expect((await navigating.get('/api/user')).status).toBe(401);

      const posting = await signedInTab();
      expect((await posting.post('/api/auth/logout')).status).toBe(204);
      expect((await posting.get('/api/user')).status).toBe(401);
    });
  });
});
