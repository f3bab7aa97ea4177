import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SOCIAL_PROVIDERS, User, type SocialProvider } from '@hub/proto';
import {
  startOAuthProvider,
  type OAuthProviderStandIn,
} from '../../../tests/support/oauth-provider';
import { signUpVerified, startAuthHarness, type AuthHarness } from './harness';

const PUBLIC_URL = 'http://hub.test';

let provider: OAuthProviderStandIn;
let harness: AuthHarness;
beforeAll(async () => {
  provider = await startOAuthProvider(PUBLIC_URL);
  harness = await startAuthHarness(provider.env);
});
afterAll(async () => {
  await harness?.stop();
  await provider?.stop();
});
beforeEach(() => {
  provider.received.authorize.length = 0;
  provider.received.token.length = 0;
  provider.setConsent('google', 'grant');
  provider.setConsent('github', 'grant');
});

type Agent = ReturnType<typeof request.agent>;

/**
 * Plays the browser through a whole sign-in, one redirect at a time: our start URL, the provider's
 * consent screen, our callback. Answers where the callback finally sends the browser.
 */
async function signInWith(agent: Agent, name: SocialProvider, returnTo?: string): Promise<string> {
  const start = await agent
    .get(`/api/auth/${name}`)
    .query(returnTo ? { returnTo } : {})
    .expect(302);
  const authorizeUrl = new URL(start.headers.location!);
  expect(authorizeUrl.origin).toBe(provider.url);

  const consent = await request(provider.url)
    .get(authorizeUrl.pathname + authorizeUrl.search)
    .expect(302);
  const callbackUrl = new URL(consent.headers.location!);
  expect(callbackUrl.origin + callbackUrl.pathname).toBe(`${PUBLIC_URL}/api/auth/${name}/callback`);

  const done = await agent.get(callbackUrl.pathname + callbackUrl.search).expect(302);
  return done.headers.location!;
}

const profiles = {
  google: () =>
    provider.setProfile('google', {
      sub: 'google-ada',
      email: 'Ada@Example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      picture: 'https://example.com/ada.png',
    }),
  github: () =>
    provider.setProfile('github', {
      user: {
        id: 4242,
        login: 'ghopper',
        name: 'Grace Brewster Hopper',
        avatar_url: 'https://example.com/grace.png',
        email: 'public@example.com',
      },
      emails: [
        { email: 'old@example.com', primary: false, verified: true },
        { email: 'grace@example.com', primary: true, verified: true },
      ],
    }),
};

const expectedUsers = {
  google: {
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: null,
    profileImageUrl: 'https://example.com/ada.png',
    emailVerified: true,
    isAdmin: false,
  },
  github: {
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Brewster Hopper',
    username: 'ghopper',
    profileImageUrl: 'https://example.com/grace.png',
    emailVerified: true,
    isAdmin: false,
  },
};

describe.each(SOCIAL_PROVIDERS)('signing in with %s', (name) => {
  it('runs the whole redirect flow with state and PKCE, then reuses the account', async () => {
    profiles[name]();
    const agent = request.agent(harness.app);
    const guestId = (await agent.get('/test/play').expect(200)).body.playerId as string;

    expect(await signInWith(agent, name, '/game/jotto')).toBe('/game/jotto');

    // The stand-in only lets a flow through with a state and a matching S256 verifier.
    const [authorize] = provider.received.authorize;
    expect(authorize).toMatchObject({ provider: name, codeChallengeMethod: 'S256' });
    expect(authorize!.state).toMatch(/^\S{16,}$/);
    const [token] = provider.received.token;
    expect(token).toMatchObject({ provider: name, pkceVerified: true, granted: true });
    expect(createHash('sha256').update(token!.codeVerifier!).digest('base64url')).toBe(
      authorize!.codeChallenge,
    );

    const user = User.parse((await agent.get('/api/user').expect(200)).body);
    expect(user).toMatchObject(expectedUsers[name]);
    const outbox = await harness.db('outbox').where({ subject: 'player.linked' });
    expect(outbox.filter((row) => row.payload.userId === user.id)).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ guestId }) }),
    ]);

    const again = request.agent(harness.app);
    expect(await signInWith(again, name)).toBe('/');
    expect((await again.get('/api/user').expect(200)).body.id).toBe(user.id);
    expect(await harness.db('users').where({ email: expectedUsers[name].email })).toHaveLength(1);
    expect(await harness.db('oauth_accounts').where({ user_id: user.id })).toEqual([
      expect.objectContaining({ provider: name }),
    ]);
  });

  it('sends the browser to the login page when consent is denied', async () => {
    provider.setConsent(name, 'deny');
    const agent = request.agent(harness.app);
    expect(await signInWith(agent, name)).toBe('/login?error=denied');
    await agent.get('/api/user').expect(401);
  });

  it('refuses a callback whose state does not match the session', async () => {
    profiles[name]();
    const agent = request.agent(harness.app);
    const start = await agent.get(`/api/auth/${name}`).expect(302);
    const authorizeUrl = new URL(start.headers.location!);
    const consent = await request(provider.url).get(authorizeUrl.pathname + authorizeUrl.search);
    const callbackUrl = new URL(consent.headers.location!);
    callbackUrl.searchParams.set('state', 'forged-state');

    const done = await agent.get(callbackUrl.pathname + callbackUrl.search).expect(302);
    expect(done.headers.location).toBe('/login?error=expired');
    expect(provider.received.token).toEqual([]);
    await agent.get('/api/user').expect(401);
  });

  it('refuses a callback replayed in another browser', async () => {
    profiles[name]();
    const victim = request.agent(harness.app);
    const start = await victim.get(`/api/auth/${name}`).expect(302);
    const authorizeUrl = new URL(start.headers.location!);
    const consent = await request(provider.url).get(authorizeUrl.pathname + authorizeUrl.search);
    const callbackUrl = new URL(consent.headers.location!);

    const attacker = request.agent(harness.app);
    const done = await attacker.get(callbackUrl.pathname + callbackUrl.search).expect(302);
    expect(done.headers.location).toBe('/login?error=expired');
    await attacker.get('/api/user').expect(401);
  });

  it('answers a callback with no code as a failed sign-in', async () => {
    const res = await request(harness.app).get(`/api/auth/${name}/callback`).expect(302);
    expect(res.headers.location).toBe('/login?error=failed');
  });
});

describe('linking social accounts by e-mail', () => {
  const password = 'correct horse battery staple';

  it('links to the existing account when both it and the provider verified the e-mail', async () => {
    const signUp = {
      body: await signUpVerified(harness, request.agent(harness.app), {
        email: 'linus@example.com',
        password,
      }),
    };
    provider.setProfile('google', {
      sub: 'google-linus',
      email: 'linus@example.com',
      email_verified: true,
    });
    const agent = request.agent(harness.app);
    await signInWith(agent, 'google');
    expect((await agent.get('/api/user').expect(200)).body.id).toBe(signUp.body.id);
  });

  it('takes an unverified e-mail from the password account that claimed it (pre-hijack)', async () => {
    await request(harness.app)
      .post('/api/auth/signup')
      .send({ email: 'victim@example.com', password })
      .expect(201);
    const attacker = request.agent(harness.app);
    const squatted = await attacker
      .post('/api/auth/login')
      .send({ email: 'victim@example.com', password })
      .expect(200);
    const pendingLink = await harness.mailbox.next('victim@example.com');

    provider.setProfile('google', {
      sub: 'google-victim',
      email: 'victim@example.com',
      email_verified: true,
    });
    const victim = request.agent(harness.app);
    await signInWith(victim, 'google');
    const user = (await victim.get('/api/user').expect(200)).body;
    expect(user.id).not.toBe(squatted.body.id);
    expect(user).toMatchObject({ email: 'victim@example.com', emailVerified: true });

    await request(harness.app)
      .post('/api/auth/login')
      .send({ email: 'victim@example.com', password })
      .expect(401);
    const link = pendingLink.text.match(/#token=(\S+)/)![1];
    await request(harness.app).post('/api/auth/verify-email').send({ token: link }).expect(400);
    expect((await attacker.get('/api/user').expect(200)).body).toMatchObject({ email: null });
  });

  it('creates a separate account, without the e-mail, when the provider did not verify it', async () => {
    const signUp = {
      body: await signUpVerified(harness, request.agent(harness.app), {
        email: 'margaret@example.com',
        password,
      }),
    };
    provider.setProfile('github', {
      user: { id: 777, login: 'impostor', name: 'Not Margaret' },
      emails: [{ email: 'margaret@example.com', primary: true, verified: false }],
    });
    const agent = request.agent(harness.app);
    await signInWith(agent, 'github');
    const user = (await agent.get('/api/user').expect(200)).body;
    expect(user.id).not.toBe(signUp.body.id);
    expect(user).toMatchObject({ email: null, username: 'impostor' });
  });

  it('lists both providers once configured', async () => {
    const res = await request(harness.app).get('/api/auth/providers').expect(200);
    expect(res.body).toEqual({ email: true, google: true, github: true });
  });
});
