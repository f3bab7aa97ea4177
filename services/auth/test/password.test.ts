import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '@hub/proto';
import { startAuthHarness, type AuthHarness } from './harness';

let harness: AuthHarness;
beforeAll(async () => {
  harness = await startAuthHarness({ ADMIN_EMAILS: 'Boss@Example.com' });
});
afterAll(() => harness?.stop());

const password = 'correct horse battery staple';

describe('e-mail and password accounts', () => {
  it('signs up, answers the new user and signs them in', async () => {
    const agent = request.agent(harness.app);
    await agent.get('/api/user').expect(401, { message: 'Not signed in' });

    const signUp = await agent
      .post('/api/auth/signup')
      .send({ email: '  Ada@Example.com ', password, firstName: 'Ada', lastName: 'Lovelace' })
      .expect(201);
    const user = User.parse(signUp.body);
    expect(user).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: null,
      profileImageUrl: null,
      isAdmin: false,
    });
    expect(signUp.body).not.toHaveProperty('passwordHash');

    const current = await agent.get('/api/user').expect(200);
    expect(current.body).toEqual(signUp.body);

    const row = await harness.db('users').where({ id: user.id }).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.last_sign_in_at).not.toBeNull();
  });

  it('signs in with the right password, whatever the e-mail case', async () => {
    await request(harness.app)
      .post('/api/auth/signup')
      .send({ email: 'grace@example.com', password })
      .expect(201);
    const agent = request.agent(harness.app);
    const signIn = await agent
      .post('/api/auth/login')
      .send({ email: 'GRACE@example.com', password })
      .expect(200);
    expect(signIn.body.email).toBe('grace@example.com');
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

  it('refuses a taken e-mail with 409 and changes nothing', async () => {
    await request(harness.app)
      .post('/api/auth/signup')
      .send({ email: 'taken@example.com', password })
      .expect(201);
    const before = await harness.db('users').where({ email: 'taken@example.com' }).first();
    const res = await request(harness.app)
      .post('/api/auth/signup')
      .send({ email: 'Taken@Example.com', password: 'another password', firstName: 'Eve' })
      .expect(409);
    expect(res.body).toEqual({ message: 'An account with this e-mail already exists' });
    const after = await harness.db('users').where({ email: 'taken@example.com' });
    expect(after).toEqual([before]);
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
  ])('answers a malformed %s body with a 4xx message, never a 500', async (path, type, body) => {
    const usersBefore = await harness.db('users').count({ count: '*' });
    const res = await request(harness.app).post(path).set('content-type', type).send(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(await harness.db('users').count({ count: '*' })).toEqual(usersBefore);
  });

  it('makes users listed in ADMIN_EMAILS admins, in the answer and in the session', async () => {
    const agent = request.agent(harness.app);
    const res = await agent
      .post('/api/auth/signup')
      .send({ email: 'boss@example.com', password })
      .expect(201);
    expect(res.body.isAdmin).toBe(true);
    const keys = await harness.redis.keys(`${harness.sessionPrefix}*`);
    const sessions = await Promise.all(keys.map((key) => harness.redis.get(key)));
    const stored = sessions.map((json) => JSON.parse(json ?? '{}'));
    expect(stored).toContainEqual(
      expect.objectContaining({ userId: res.body.id, roles: ['admin'] }),
    );
  });
});
