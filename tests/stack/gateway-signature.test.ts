// Zero trust between the gateway and the services: a request that reaches a service's own port
// without the gateway's signature for that very request is refused, whatever it carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@hub/kit';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@hub/proto';
import { callDirectly, gatewayHeaders, type DirectRequest } from '../support/direct-calls';
import { signUpVerified } from '../support/accounts';
import { Browserish } from '../support/http';
import type { TestStack } from '../support/stack';
import { TOPOLOGIES } from '../support/topologies';

const ADMIN_EMAIL = 'boss@example.com';
const PASSWORD = 'correct horse battery';
const REFUSED = { message: 'This service only answers requests from the gateway' };

describe.each(TOPOLOGIES)('services answer only the gateway, %s', (_, startStack) => {
  let stack: TestStack;
  let admin: Identity;

  beforeAll(async () => {
    stack = await startStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    const tab = new Browserish(stack.url);
    const user = await signUpVerified(stack, tab, { email: ADMIN_EMAIL, password: PASSWORD });
    admin = { playerId: user.id, userId: user.id, roles: ['admin'] };
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('refuses sign-up and sign-in sent straight to the auth service, which work through the gateway', async () => {
    const email = `direct-${Date.now()}@example.com`;
    const credentials = JSON.stringify({ email, password: PASSWORD });
    const signUp: DirectRequest = { method: 'POST', path: '/api/auth/signup', body: credentials };
    const login: DirectRequest = { method: 'POST', path: '/api/auth/login', body: credentials };

    const directSignUp = await callDirectly(stack.serviceUrls.auth, signUp);
    expect(directSignUp.status).toBe(401);
    expect(directSignUp.json).toEqual(REFUSED);
    expect(directSignUp.headers.get('set-cookie')).toBeNull();

    const tab = new Browserish(stack.url);
    expect((await tab.post('/api/auth/signup', JSON.parse(credentials))).status).toBe(201);
    expect(
      (await new Browserish(stack.url).post('/api/auth/login', JSON.parse(credentials))).status,
    ).toBe(200);

    // The account exists now; a direct sign-in with the right password still gets nowhere.
    const directLogin = await callDirectly(stack.serviceUrls.auth, login);
    expect(directLogin.status).toBe(401);
    expect(directLogin.json).toEqual(REFUSED);
    expect(directLogin.headers.get('set-cookie')).toBeNull();
    // Nor with a signature made for another service.
    const forJotto = await callDirectly(
      stack.serviceUrls.auth,
      login,
      gatewayHeaders('jotto', login),
    );
    expect(forJotto.status).toBe(401);
    // What auth checks is the signature: the one the gateway would make for this request works.
    const signed = await callDirectly(stack.serviceUrls.auth, login, gatewayHeaders('auth', login));
    expect(signed.status).toBe(200);
    expect(signed.json.email).toBe(email);
  });

  it('refuses a header set captured on a Jotto GET when it is put on any other request', async () => {
    const jottoGet: DirectRequest = { path: '/api/jotto/daily', identity: admin };
    const captured = gatewayHeaders('jotto', jottoGet);
    // The set is genuine: it works for the request it was made for.
    expect((await callDirectly(stack.serviceUrls.jotto, jottoGet, captured)).status).toBe(200);

    const replays: Array<[origin: string, request: DirectRequest]> = [
      [stack.serviceUrls.admin, { method: 'POST', path: '/api/admin/reset-daily', body: '{}' }],
      [stack.serviceUrls.admin, { path: '/api/admin/daily' }],
      [stack.serviceUrls.admin, { path: '/api/admin/audit-log' }],
      [stack.serviceUrls.jotto, { path: '/api/jotto/daily/leaderboard' }],
      [stack.serviceUrls.jotto, { path: '/api/jotto/daily?x=1' }],
      [stack.serviceUrls.jotto, { method: 'POST', path: '/api/jotto/daily' }],
      [stack.serviceUrls.bloom, { path: '/api/bloom/daily' }],
    ];
    for (const [origin, request] of replays) {
      const replayed = await callDirectly(origin, request, captured);
      expect(replayed.status, `${request.method ?? 'GET'} ${request.path}`).toBe(401);
      expect(replayed.json).toEqual(REFUSED);
    }
  });

  it('refuses the same headers with a changed body', async () => {
    const player: Identity = { playerId: crypto.randomUUID(), roles: [] };
    const guess: DirectRequest = {
      method: 'POST',
      path: '/api/jotto/daily/guess',
      body: JSON.stringify({ guess: 'crane' }),
      identity: player,
    };
    const headers = gatewayHeaders('jotto', guess);
    const changed = await callDirectly(
      stack.serviceUrls.jotto,
      { ...guess, body: JSON.stringify({ guess: 'plumb' }) },
      headers,
    );
    expect(changed.status).toBe(401);
    expect(changed.json).toEqual(REFUSED);
    // The body it was signed for goes through.
    const original = await callDirectly(stack.serviceUrls.jotto, guess, headers);
    expect(original.status, original.text).toBe(200);
  });

  it('refuses a signature dated 30 s ahead, and one too old', async () => {
    const daily: DirectRequest = { path: '/api/jotto/daily', identity: admin };
    for (const offset of [30_000, 5_000, -30_000, -120_000]) {
      const answer = await callDirectly(
        stack.serviceUrls.jotto,
        daily,
        gatewayHeaders('jotto', daily, Date.now() + offset),
      );
      expect(answer.status, `dated ${offset} ms from now`).toBe(401);
      expect(answer.json).toEqual(REFUSED);
    }
  });

  it('answers a body over 64 kB with a JSON 413 and malformed JSON with a 400', async () => {
    const tab = new Browserish(stack.url);
    const tooLarge = await tab.post('/api/jotto/daily/guess', { guess: 'x'.repeat(70_000) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.message).toMatch(/too large/);
    const malformed = await fetch(new URL('/api/jotto/daily/guess', stack.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: '{"guess":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'The request body is not valid JSON' });
  });
});
