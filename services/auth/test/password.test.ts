import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisSessionStore } from '@hub/kit';
import { CheckYourEmail, User } from '@hub/proto';
import { tokenIn } from '../../../tests/support/mailbox';
import { signUpVerified, startAuthHarness, type AuthHarness } from './harness';

let harness: AuthHarness;
beforeAll(async () => {
  harness = await startAuthHarness({ ADMIN_EMAILS: 'Boss@Example.com' });
});
afterAll(() => harness?.stop());

const password = 'correct horse battery staple';

describe('e-mail and password accounts', () => {
  it('signs up and in at once, unverified, mails a link, and the link verifies', async () => {
    const agent = request.agent(harness.app);
    await agent.get('/api/user').expect(401, { message: 'Not signed in' });

    const signUp = await agent
      .post('/api/auth/signup')
      .send({ email: '  Ada@Example.com ', password, firstName: 'Ada', lastName: 'Lovelace' })
      .expect(201);
    expect(User.parse(signUp.body)).toMatchObject({
      email: 'ada@example.com',
      emailVerified: false,
      isAdmin: false,
    });
    // The tab is signed in to the new account, unverified.
    expect((await agent.get('/api/user').expect(200)).body).toEqual(signUp.body);
    const row = await harness.db('users').where({ email: 'ada@example.com' }).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.email_verified_at).toBeNull();

    const mail = await harness.mailbox.next('ada@example.com');
    expect(mail.subject).toMatch(/Confirm your e-mail/);
    const token = tokenIn(mail, '/verify-email');
    // Only the token's hash is stored.
    const stored = await harness.db('email_tokens').where({ user_id: row.id });
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    // Signed in to the account, the link needs no password.
    const verified = await agent.post('/api/auth/verify-email').send({ token }).expect(200);
    const user = User.parse(verified.body);
    expect(user).toMatchObject({
      id: row.id,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailVerified: true,
      isAdmin: false,
    });
    expect(verified.body).not.toHaveProperty('passwordHash');
    expect((await agent.get('/api/user').expect(200)).body).toEqual(verified.body);
  });

  it('lets an unverified account sign in, whatever the e-mail case', async () => {
    await request(harness.app)
      .post('/api/auth/signup')
      .send({ email: 'grace@example.com', password })
      .expect(201);
    const agent = request.agent(harness.app);
    const signIn = await agent
      .post('/api/auth/login')
      .send({ email: 'GRACE@example.com', password })
      .expect(200);
    expect(signIn.body).toMatchObject({ email: 'grace@example.com', emailVerified: false });
    expect((await agent.get('/api/user').expect(200)).body.id).toBe(signIn.body.id);
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    await request(harness.app)
      .post('/api/auth/signup')
      .send({ email: 'alan@example.com', password })
      .expect(201);
    const agent = request.agent(harness.app);
    const wrongPassword = await agent
      .post('/api/auth/login')
      .send({ email: 'alan@example.com', password: 'not the password' });
    const unknownEmail = await agent
      .post('/api/auth/login')
      .send({ email: 'nobody@example.com', password });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Incorrect e-mail or password' });
    }
    await agent.get('/api/user').expect(401);
  });

  it('answers a taken e-mail "check your e-mail", signs nobody in, changes nothing, and mails the owner', async () => {
    await request(harness.app)
      .post('/api/auth/signup')
      .send({ email: 'taken@example.com', password })
      .expect(201);
    await harness.mailbox.next('taken@example.com');
    const before = await harness.db('users').where({ email: 'taken@example.com' }).first();
    const agent = request.agent(harness.app);
    const again = await agent
      .post('/api/auth/signup')
      .send({ email: 'Taken@Example.com', password: 'another password', firstName: 'Eve' })
      .expect(202);
    expect(CheckYourEmail.parse(again.body)).toEqual({
      email: 'taken@example.com',
      message:
        'This e-mail already has an account: sign in, or open the link we sent it to set a new password.',
    });
    await agent.get('/api/user').expect(401);
    expect(await harness.db('users').where({ email: 'taken@example.com' })).toEqual([before]);
    const mail = await harness.mailbox.next('taken@example.com');
    expect(mail.subject).toMatch(/tried to sign up/);
    expect(tokenIn(mail, '/reset-password')).toBeTruthy();
  });

  it.each([
    [{ email: 'not-an-email', password }, 'Please enter a valid e-mail address'],
    [{ email: 'short@example.com', password: 'short' }, 'Password must be at least 8 characters'],
    [{ password }, 'Please enter your e-mail address'],
    [{ email: 'nopass@example.com' }, 'Please enter a password'],
  ])('explains a bad sign-up %j', async (body, message) => {
    const res = await request(harness.app).post('/api/auth/signup').send(body).expect(400);
    expect(res.body).toEqual({ message });
  });

  it.each([
    ['/api/auth/signup', 'application/json', '{"email": '],
    ['/api/auth/signup', 'text/plain', 'email=a@b.c&password=12345678'],
    ['/api/auth/login', 'application/json', '[1, 2, 3]'],
    ['/api/auth/login', 'application/json', '{"email": 42, "password": ["x"]}'],
    ['/api/auth/signup', 'application/json', '{"email": "a@b.co", "password": 12345678}'],
    ['/api/auth/verify-email', 'application/json', '{"token": 7}'],
    ['/api/auth/password-reset', 'application/json', '{}'],
    ['/api/auth/password-reset/complete', 'application/json', '{"token": "x"}'],
  ])('answers a malformed %s body with a 4xx message, never a 500', async (path, type, body) => {
    const usersBefore = await harness.db('users').count({ count: '*' });
    const res = await request(harness.app).post(path).set('content-type', type).send(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(await harness.db('users').count({ count: '*' })).toEqual(usersBefore);
  });

  it('makes an ADMIN_EMAILS address admin only once verified, in the answer and the session', async () => {
    const early = request.agent(harness.app);
    await early.post('/api/auth/signup').send({ email: 'boss@example.com', password }).expect(201);
    const unverified = await early
      .post('/api/auth/login')
      .send({ email: 'boss@example.com', password })
      .expect(200);
    expect(unverified.body).toMatchObject({ isAdmin: false, emailVerified: false });

    const mail = await harness.mailbox.next('boss@example.com');
    const agent = request.agent(harness.app);
    const res = await agent
      .post('/api/auth/verify-email')
      .send({ token: tokenIn(mail, '/verify-email'), password })
      .expect(200);
    expect(res.body.isAdmin).toBe(true);
    const ids = await new RedisSessionStore(harness.redis, {
      prefix: harness.sessionPrefix,
    }).sessionIdsOf(res.body.id);
    const sessions = await Promise.all(
      ids.map((id) => harness.redis.get(`${harness.sessionPrefix}${id}`)),
    );
    const stored = sessions.map((json) => JSON.parse(json ?? '{}'));
    expect(stored).toContainEqual(
      expect.objectContaining({ userId: res.body.id, roles: ['admin'] }),
    );
    // The session signed in before verification catches up on its next /api/user.
    expect((await early.get('/api/user').expect(200)).body.isAdmin).toBe(true);
  });
});

describe('verification links', () => {
  it('work once', async () => {
    await request(harness.app)
      .post('/api/auth/signup')
      .send({ email: 'once@example.com', password })
      .expect(201);
    const token = tokenIn(await harness.mailbox.next('once@example.com'), '/verify-email');
    await request(harness.app).post('/api/auth/verify-email').send({ token, password }).expect(200);
    const again = await request(harness.app)
      .post('/api/auth/verify-email')
      .send({ token, password })
      .expect(400);
    expect(again.body.message).toMatch(/expired or was already used/);
  });

  it("need the account's password in a tab not signed in to it, and survive a wrong one", async () => {
    await request(harness.app)
      .post('/api/auth/signup')
      .send({ email: 'squatted@example.com', password })
      .expect(201);
    const token = tokenIn(await harness.mailbox.next('squatted@example.com'), '/verify-email');
    // The mailbox's owner did not choose this password: following the link alone changes nothing.
    const bare = await request(harness.app)
      .post('/api/auth/verify-email')
      .send({ token })
      .expect(400);
    expect(bare.body.message).toBe('Enter your password to confirm your e-mail');
    const wrong = await request(harness.app)
      .post('/api/auth/verify-email')
      .send({ token, password: 'not the chosen password' })
      .expect(401);
    expect(wrong.body.message).toMatch(/set a new password instead/);
    const row = await harness.db('users').where({ email: 'squatted@example.com' }).first();
    expect(row.email_verified_at).toBeNull();
    // The token was not used up by the failed tries.
    const agent = request.agent(harness.app);
    await agent.post('/api/auth/verify-email').send({ token, password }).expect(200);
    expect((await agent.get('/api/user').expect(200)).body.emailVerified).toBe(true);
  });

  it('stop working when they expire', async () => {
    await request(harness.app)
      .post('/api/auth/signup')
      .send({ email: 'late@example.com', password })
      .expect(201);
    const token = tokenIn(await harness.mailbox.next('late@example.com'), '/verify-email');
    await harness
      .db('email_tokens')
      .update({ expires_at: harness.db.raw(`now() - interval '1 second'`) });
    await request(harness.app).post('/api/auth/verify-email').send({ token, password }).expect(400);
  });

  it('are re-sent on request to the signed-in account, throttled', async () => {
    // A guest has no account to send a link for.
    await request(harness.app).post('/api/auth/verify-email/resend').expect(401);
    const agent = request.agent(harness.app);
    await agent
      .post('/api/auth/signup')
      .send({ email: 'resend@example.com', password })
      .expect(201);
    await harness.mailbox.next('resend@example.com');
    const tooSoon = await agent.post('/api/auth/verify-email/resend').expect(429);
    expect(tooSoon.body.message).toMatch(/a moment ago/);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    await harness
      .db('email_tokens')
      .update({ created_at: harness.db.raw(`created_at - interval '2 minutes'`) });
    await agent.post('/api/auth/verify-email/resend').expect(202);
    const mail = await harness.mailbox.next('resend@example.com');
    // The tab is signed in to the account: the link alone finishes it.
    const res = await agent
      .post('/api/auth/verify-email')
      .send({ token: tokenIn(mail, '/verify-email') })
      .expect(200);
    expect(res.body.emailVerified).toBe(true);
    await agent.post('/api/auth/verify-email/resend').expect(409);
  });
});

describe('password reset', () => {
  it('answers the same for unknown e-mails, and resets by the link once', async () => {
    const owner = request.agent(harness.app);
    await signUpVerified(harness, owner, { email: 'reset@example.com', password });

    const known = await request(harness.app)
      .post('/api/auth/password-reset')
      .send({ email: 'reset@example.com' })
      .expect(202);
    const unknown = await request(harness.app)
      .post('/api/auth/password-reset')
      .send({ email: 'nobody-here@example.com' })
      .expect(202);
    expect(unknown.body.message).toBe(known.body.message);
    const token = tokenIn(await harness.mailbox.next('reset@example.com'), '/reset-password');

    const short = await request(harness.app)
      .post('/api/auth/password-reset/complete')
      .send({ token, password: 'short' })
      .expect(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');

    const agent = request.agent(harness.app);
    const reset = await agent
      .post('/api/auth/password-reset/complete')
      .send({ token, password: 'a brand new password' })
      .expect(200);
    expect(reset.body.email).toBe('reset@example.com');
    await agent.get('/api/user').expect(200);
    // The session that knew the old password is over, and so is the old password.
    await owner.get('/api/user').expect(401);
    await request(harness.app)
      .post('/api/auth/login')
      .send({ email: 'reset@example.com', password })
      .expect(401);
    await request(harness.app)
      .post('/api/auth/login')
      .send({ email: 'reset@example.com', password: 'a brand new password' })
      .expect(200);
    await request(harness.app)
      .post('/api/auth/password-reset/complete')
      .send({ token, password: 'yet another password' })
      .expect(400);
  });
});
