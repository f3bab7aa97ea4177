import request from 'supertest';
import { SESSION_COOKIE } from '@hub/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sessionCookieSetBy,
  sessionIdSetBy,
  signUpVerified,
  sleep,
  startAuthHarness,
  type AuthHarness,
} from './harness';

const password = 'correct horse battery staple';
let counter = 0;
const freshEmail = () => `session-${++counter}@example.com`;

/** The session cookie a response must set. */
function cookieSetBy(res: request.Response): string {
  const cookie = sessionCookieSetBy(res);
  if (!cookie) throw new Error('no session cookie set');
  return cookie;
}

describe('sessions', () => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuthHarness();
  });
  afterAll(() => harness?.stop());

  async function signedInAgent() {
    const agent = request.agent(harness.app);
    await signUpVerified(harness, agent, { email: freshEmail(), password });
    await agent.get('/api/user').expect(200);
    return agent;
  }

  it('regenerates the session id on sign-in and keeps the session in Redis', async () => {
    const agent = request.agent(harness.app);
    const guestId = sessionIdSetBy(await agent.get('/test/play').expect(200));
    expect(guestId).toBeDefined();

    // Signing up signs the new account in: a sign-in like any other.
    const signUp = await agent
      .post('/api/auth/signup')
      .send({ email: freshEmail(), password })
      .expect(201);
    const signedInId = sessionIdSetBy(signUp);
    expect(signedInId).toBeDefined();
    expect(signedInId).not.toBe(guestId);

    // The guest session is still the guest's, and only for a moment (see the next test); the new
    // one holds the user.
    const guest = JSON.parse((await harness.redis.get(`${harness.sessionPrefix}${guestId}`))!);
    expect(guest.userId).toBeUndefined();
    expect(await harness.redis.ttl(`${harness.sessionPrefix}${guestId}`)).toBeLessThanOrEqual(30);
    const stored = JSON.parse((await harness.redis.get(`${harness.sessionPrefix}${signedInId}`))!);
    expect(stored).toMatchObject({ userId: signUp.body.id, playerId: signUp.body.id, roles: [] });
    expect(stored.startedAt).toEqual(expect.any(Number));
  });

  it('answers what was sent with the cookie from before a sign-in as sent, and sets no cookie over the new one', async () => {
    const agent = request.agent(harness.app);
    const guest = await agent.get('/test/play').expect(200);
    const guestCookie = cookieSetBy(guest);
    const email = freshEmail();
    const signUp = await agent.post('/api/auth/signup').send({ email, password }).expect(201);
    const signedInCookie = cookieSetBy(signUp);

    // A game's read the browser sent just before the sign-in's answer came back: still the guest's.
    const late = await request(harness.app)
      .get('/test/play')
      .set('Cookie', guestCookie)
      .expect(200);
    expect(late.body.playerId).toBe(guest.body.playerId);
    expect(late.headers['set-cookie']).toBeUndefined();

    // Likewise for a signed-in player's session that a new sign-in (to the same account) replaces.
    const again = await request(harness.app)
      .post('/api/auth/login')
      .set('Cookie', signedInCookie)
      .send({ email, password })
      .expect(200);
    const lateRead = await request(harness.app)
      .get('/api/user')
      .set('Cookie', signedInCookie)
      .expect(200);
    expect(lateRead.body).toMatchObject({ id: signUp.body.id, email });
    expect(lateRead.headers['set-cookie']).toBeUndefined();

    // Signing out ends the replaced session too; another account's never outlives a sign-in.
    await request(harness.app)
      .post('/api/auth/logout')
      .set('Cookie', cookieSetBy(again))
      .expect(204);
    await request(harness.app).get('/api/user').set('Cookie', signedInCookie).expect(401);
    const otherEmail = freshEmail();
    await signUpVerified(harness, request.agent(harness.app), { email: otherEmail, password });
    const otherCookie = cookieSetBy(
      await request(harness.app)
        .post('/api/auth/login')
        .send({ email: otherEmail, password })
        .expect(200),
    );
    await request(harness.app)
      .post('/api/auth/login')
      .set('Cookie', otherCookie)
      .send({ email, password })
      .expect(200);
    await request(harness.app).get('/api/user').set('Cookie', otherCookie).expect(401);
  });

  it('keeps the session a sign-in replaces in Redis at every moment of it, never deleted and written again', async () => {
    const agent = request.agent(harness.app);
    const guestId = sessionIdSetBy(await agent.get('/test/play').expect(200))!;
    const key = `${harness.sessionPrefix}${guestId}`;
    // Every command Redis runs on the guest's key during the sign-in, in the order it ran them.
    const monitor = await harness.redis.monitor();
    const commands: string[] = [];
    const done = new Promise<void>((resolve) =>
      monitor.on('monitor', (_time: string, args: string[]) => {
        if (!args.includes(key)) return;
        const command = args[0]!.toLowerCase();
        commands.push(command);
        if (command === 'exists') resolve();
      }),
    );
    await agent.post('/api/auth/signup').send({ email: freshEmail(), password }).expect(201);
    // A command of the test's own, seen last: every command of the sign-in came before it.
    await harness.redis.exists(key);
    await done;
    monitor.disconnect();

    // Had the key been deleted for a moment, a game's read sent with the guest's cookie just
    // then would have found no session and set a new guest's cookie over the signed-in one.
    expect(commands).not.toContain('del');
    expect(commands.filter((command) => command === 'set')).toHaveLength(1);
    const replaced = JSON.parse((await harness.redis.get(key))!);
    expect(replaced.supersededAt).toEqual(expect.any(Number));
  });

  it('refuses a session cookie whose signature was altered, however often the real one was used', async () => {
    const email = freshEmail();
    await signUpVerified(harness, request.agent(harness.app), { email, password });
    const real = cookieSetBy(
      await request(harness.app).post('/api/auth/login').send({ email, password }).expect(200),
    );
    for (let i = 0; i < 3; i++) {
      await request(harness.app).get('/api/user').set('Cookie', real).expect(200);
    }
    const signed = real.slice(`${SESSION_COOKIE}=`.length);
    const dot = signed.lastIndexOf('.');
    const mac = signed.slice(dot + 1);
    const altered = signed.slice(0, dot + 1) + (mac[0] === 'A' ? 'B' : 'A') + mac.slice(1);
    for (const forged of [altered, signed.slice(0, dot), `${signed}x`]) {
      await request(harness.app)
        .get('/api/user')
        .set('Cookie', `${SESSION_COOKIE}=${forged}`)
        .expect(401);
    }
    await request(harness.app).get('/api/user').set('Cookie', real).expect(200);
  });

  it('regenerates the session id on password sign-in too', async () => {
    const email = freshEmail();
    await request(harness.app).post('/api/auth/signup').send({ email, password }).expect(201);
    const agent = request.agent(harness.app);
    const before = sessionIdSetBy(await agent.get('/test/play'));
    const after = sessionIdSetBy(
      await agent.post('/api/auth/login').send({ email, password }).expect(200),
    );
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
  });

  it('logs out on a GET /api/logout from one of our own pages', async () => {
    const agent = await signedInAgent();
    await agent
      .get('/api/logout')
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(302)
      .expect('location', '/');
    await agent.get('/api/user').expect(401);
  });

  it('asks before logging out on any other GET /api/logout, and keeps the session', async () => {
    for (const site of ['cross-site', 'same-site', 'none', undefined]) {
      const agent = await signedInAgent();
      const logout = agent.get('/api/logout');
      if (site) logout.set('Sec-Fetch-Site', site);
      await logout.expect(302).expect('location', '/logout');
      await agent.get('/api/user').expect(200);
    }
  });

  it('logs out with POST /api/auth/logout and removes the session from Redis', async () => {
    const agent = request.agent(harness.app);
    const email = freshEmail();
    await agent.post('/api/auth/signup').send({ email, password });
    const sessionId = sessionIdSetBy(await agent.post('/api/auth/login').send({ email, password }));
    await agent.post('/api/auth/logout').expect(204);
    await agent.get('/api/user').expect(401);
    expect(await harness.redis.get(`${harness.sessionPrefix}${sessionId}`)).toBeNull();
  });

  it('sends /api/login to the sign-in page with a safe returnTo only', async () => {
    const app = request(harness.app);
    await app
      .get('/api/login')
      .query({ returnTo: '/game/bloom?mode=daily' })
      .expect(302)
      .expect('location', `/login?returnTo=${encodeURIComponent('/game/bloom?mode=daily')}`);
    for (const unsafe of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      await app
        .get('/api/login')
        .query({ returnTo: unsafe })
        .expect(302)
        .expect('location', '/login?returnTo=%2F');
    }
    await app.get('/api/login').expect(302).expect('location', '/login?returnTo=%2F');
  });

  it('lists only the e-mail way when no social provider is configured', async () => {
    const res = await request(harness.app).get('/api/auth/providers').expect(200);
    expect(res.body).toEqual({ email: true, google: false, github: false });
    for (const provider of ['google', 'github']) {
      const start = await request(harness.app).get(`/api/auth/${provider}`).expect(404);
      expect(start.body.message).toMatch(/not available/);
      await request(harness.app).get(`/api/auth/${provider}/callback?code=x&state=y`).expect(404);
    }
  });
});

describe('session lifetime', () => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuthHarness({ SESSION_ABSOLUTE_LIFETIME_HOURS: String(1.5 / 3600) });
  });
  afterAll(() => harness?.stop());

  it('ends a session after its absolute lifetime, however active it was', async () => {
    const agent = request.agent(harness.app);
    await signUpVerified(harness, agent, { email: freshEmail(), password });
    await sleep(700);
    await agent.get('/api/user').expect(200);
    await sleep(900);
    await agent.get('/api/user').expect(401, { message: 'Not signed in' });
  });
});
