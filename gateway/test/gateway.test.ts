import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLogger,
  createServiceApp,
  IDENTITY_HEADERS,
  listen,
  pingRedis,
  RedisSessionStore,
  requestListenerOf,
  type Identity,
} from '@hub/kit';
import { testRedisUrl, TEST_INTERNAL_SECRET, uniqueNamespace } from '@hub/kit/testing';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@hub/proto';
import {
  createGatewayApp,
  GatewaySettings,
  type GatewayDeps,
  SERVICES,
  type ServiceName,
  type Upstream,
} from '../src';

const SESSION_SECRET = 'gateway-test-session-secret-32-chars-long';
const logger = createLogger('gateway-test', 'silent');
const echoRedis = new Redis(testRedisUrl());
afterAll(() => echoRedis.disconnect());
const echoSessions = {
  secret: SESSION_SECRET,
  store: new RedisSessionStore(echoRedis, { prefix: `${uniqueNamespace('gw-echo')}:sess:` }),
  idleTimeoutMs: 3_600_000,
  absoluteTimeoutMs: 7_200_000,
};

/** A service that answers with the identity it verified, and the address the gateway signed. */
function echoService(name: string): Promise<RequestListener> {
  return requestListenerOf(
    createServiceApp({
      name,
      logger,
      internalSecret: TEST_INTERNAL_SECRET,
      readiness: {},
      // Like the real auth service: signed requests, but no identity from the gateway (auth
      // reads the session itself).
      ...(name === 'auth' ? { sessions: echoSessions } : {}),
      routes: (app) =>
        app.all('/api/*', async (req) => ({
          service: name,
          path: req.url.split('?')[0],
          identity: req.identity ?? null,
          body: req.body ?? null,
          ip: req.clientAddress,
        })),
    }),
  );
}

/** The gateway as the request listener its server would run. */
async function gatewayListener(deps: GatewayDeps): Promise<RequestListener> {
  return requestListenerOf(await createGatewayApp(deps));
}

/** Every service as an in-process echoService. */
async function echoUpstreams() {
  return Object.fromEntries(
    await Promise.all(SERVICES.map(async (name) => [name, { handler: await echoService(name) }])),
  ) as Record<ServiceName, Upstream>;
}

describe('gateway', () => {
  const namespace = uniqueNamespace('gw');
  const redis = new Redis(testRedisUrl());
  let app: RequestListener;

  beforeAll(async () => {
    const settings = GatewaySettings.parse({
      SESSION_SECRET,
      INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    });
    app = await gatewayListener({
      settings,
      logger,
      sessionStore: new RedisSessionStore(redis, { prefix: `${namespace}:sess:` }),
      upstreams: await echoUpstreams(),
    });
  });

  afterAll(async () => {
    const keys = await redis.keys(`${namespace}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('routes each API path to its owner with the full path', async () => {
    const response = await request(app).get('/api/jotto/daily');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ service: 'jotto', path: '/api/jotto/daily' });
    const stats = await request(app).get('/api/user/stats');
    expect(stats.body.service).toBe('leaderboard');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await request(app).get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.body.message).toMatch(/No API route/);
  });

  it('gives every new session a guest player id, stable across requests', async () => {
    const agent = request.agent(app);
    const first = await agent.get('/api/bloom/anything');
    // A returning player cannot pass for a new one (whose stored part services do not look up).
    const second = await agent.get('/api/jotto/anything').set(IDENTITY_HEADERS.newPlayer, '1');
    const identity: Identity = first.body.identity;
    expect(identity.playerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(identity.userId).toBeUndefined();
    expect(identity.newPlayer).toBe(true);
    expect(second.body.identity.playerId).toBe(identity.playerId);
    expect(second.body.identity.newPlayer).toBeUndefined();
    const other = await request(app).get('/api/bloom/anything');
    expect(other.body.identity.playerId).not.toBe(identity.playerId);
  });

  it('stores the session in Redis with an httpOnly, SameSite=Lax cookie', async () => {
    const response = await request(app).get('/api/bloom/anything');
    const cookie = response.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^hub\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const keys = await redis.keys(`${namespace}:sess:*`);
    expect(keys.length).toBeGreaterThan(0);
  });

  it("reads a returning guest's session without writing it, and keeps it alive now and then", async () => {
    const first = await request(app).get('/api/bloom/anything');
    const cookie = (first.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
    const sessionId = decodeURIComponent(cookie.slice('hub.sid='.length)).slice(2).split('.')[0];
    const key = `${namespace}:sess:${sessionId}`;
    const stored = await redis.get(key);
    expect(stored).toBeTruthy();

    // An ordinary read: the same player, no cookie sent back, the stored session untouched.
    await redis.expire(key, 1_000);
    const again = await request(app).get('/api/bloom/anything').set('Cookie', cookie);
    expect(again.body.identity.playerId).toBe(first.body.identity.playerId);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await redis.ttl(key)).toBeLessThanOrEqual(1_000);
    expect(await redis.get(key)).toBe(stored);

    // Once a share of the idle timeout has passed since the last refresh, a read pushes it back.
    const session = JSON.parse(stored!) as { refreshedAt: number };
    await redis.set(key, JSON.stringify({ ...session, refreshedAt: 0 }), 'EX', 1_000);
    const later = await request(app).get('/api/bloom/anything').set('Cookie', cookie);
    expect(later.body.identity.playerId).toBe(first.body.identity.playerId);
    expect(later.headers['set-cookie']?.[0]).toMatch(/^hub\.sid=.*Expires=/);
    expect(await redis.ttl(key)).toBeGreaterThan(1_000);
  });

  it('ignores identity headers sent by the client', async () => {
    const response = await request(app)
      .get('/api/jotto/daily')
      .set(IDENTITY_HEADERS.userId, 'someone-else')
      .set(IDENTITY_HEADERS.playerId, 'someone-else')
      .set(IDENTITY_HEADERS.roles, 'admin');
    expect(response.body.identity.userId).toBeUndefined();
    expect(response.body.identity.playerId).not.toBe('someone-else');
    expect(response.body.identity.roles).toEqual([]);
  });

  it('keeps guests and forged admins out of /api/admin', async () => {
    const response = await request(app)
      .get('/api/admin/puzzle-count')
      .set(IDENTITY_HEADERS.roles, 'admin');
    expect(response.status).toBe(401);
    expect(response.body.message).toBeTruthy();
  });

  it('hands the service the body it signed, read once (the service runs in this process)', async () => {
    const response = await request(app)
      .post('/api/jotto/match')
      .set(CSRF_HEADER, CSRF_HEADER_VALUE)
      .send({ word: 'crane', list: [1, 2] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      service: 'jotto',
      body: { word: 'crane', list: [1, 2] },
      ip: expect.stringMatching(/127\.0\.0\.1/),
    });
    // The auth service gets signed requests too, with no identity vouched for.
    const login = await request(app)
      .post('/api/auth/anything')
      .set(CSRF_HEADER, CSRF_HEADER_VALUE)
      .send({ email: 'a@example.com' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      service: 'auth',
      identity: null,
      body: { email: 'a@example.com' },
    });
  });

  it('answers a body over 64 kB with a JSON 413 and malformed JSON with a 400', async () => {
    const tooLarge = await request(app)
      .post('/api/jotto/match')
      .set(CSRF_HEADER, CSRF_HEADER_VALUE)
      .send({ word: 'x'.repeat(64 * 1024) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toMatch(/too large/);
    const malformed = await request(app)
      .post('/api/jotto/match')
      .set(CSRF_HEADER, CSRF_HEADER_VALUE)
      .set('content-type', 'application/json')
      .send('{"word":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('refuses state-changing calls without the CSRF header or from another origin', async () => {
    const noHeader = await request(app).post('/api/jotto/match').send({});
    expect(noHeader.status).toBe(403);
    const foreign = await request(app)
      .post('/api/jotto/match')
      .set('Origin', 'https://evil.example')
      .set(CSRF_HEADER, CSRF_HEADER_VALUE)
      .send({});
    expect(foreign.status).toBe(403);
    const ok = await request(app)
      .post('/api/jotto/match')
      .set(CSRF_HEADER, CSRF_HEADER_VALUE)
      .send({});
    expect(ok.status).toBe(200);
  });

  it("tells services the client's address, whatever the client claims", async () => {
    const response = await request(app)
      .get('/api/jotto/daily')
      .set('X-Forwarded-For', '203.0.113.9')
      .set(IDENTITY_HEADERS.clientAddress, '203.0.113.9');
    expect(response.body.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it("takes the client's address from the proxy in front only with TRUST_PROXY", async () => {
    const behindProxy = await gatewayListener({
      settings: GatewaySettings.parse({
        SESSION_SECRET,
        INTERNAL_SECRET: TEST_INTERNAL_SECRET,
        TRUST_PROXY: 'true',
      }),
      logger,
      sessionStore: new RedisSessionStore(redis, { prefix: `${namespace}:sess:` }),
      upstreams: await echoUpstreams(),
    });
    const response = await request(behindProxy)
      .get('/api/jotto/daily')
      .set('X-Forwarded-For', '198.51.100.1, 203.0.113.9');
    expect(response.body.ip).toBe('203.0.113.9');
  });

  it('sends security headers with a real CSP', async () => {
    const response = await request(app).get('/api/config');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The confetti's worker is built from a blob of our own script.
    expect(response.headers['content-security-policy']).toContain("worker-src 'self' blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toEqual({ supportEmail: null, adsClientId: null });
  });

  it('keeps /readyz and /metrics away from the web app', async () => {
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', checks: {} });
    for (const path of ['/metrics', '/metrics/x', '/readyz/x', '/healthz/x']) {
      const response = await request(app).get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/json/);
      expect(response.body.message, path).toBeTruthy();
    }
  });
});

describe('gateway readiness', () => {
  const redis = new Redis(testRedisUrl());
  afterAll(() => redis.disconnect());

  function gatewayWith(upstreams: Record<ServiceName, Upstream>) {
    return gatewayListener({
      settings: GatewaySettings.parse({ SESSION_SECRET, INTERNAL_SECRET: TEST_INTERNAL_SECRET }),
      logger,
      sessionStore: new RedisSessionStore(redis, {
        prefix: `${uniqueNamespace('gw-ready')}:sess:`,
      }),
      upstreams,
      readiness: { redis: () => pingRedis(redis) },
    });
  }

  it('is ready when Redis answers, and reports each service reached by URL', async () => {
    const services = Object.fromEntries(
      await Promise.all(
        SERVICES.map(async (name) => {
          return [name, await listen(await echoService(name), 0, '127.0.0.1')] as const;
        }),
      ),
    ) as Record<ServiceName, Server>;
    const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const upstreams = Object.fromEntries(
        SERVICES.map((name) => [name, { url: urlOf(services[name]) }]),
      ) as Record<ServiceName, { url: string }>;
      const ready = await request(await gatewayWith(upstreams)).get('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body.checks).toEqual({
        redis: 'ok',
        ...Object.fromEntries(SERVICES.map((name) => [name, 'ok'])),
      });

      // Every replica of one service gone (two URLs, both dead): still ready (its own paths answer
      // 503), and it says which.
      const deadJotto = `${upstreams.jotto.url},${upstreams.jotto.url}`;
      services.jotto.close();
      services.jotto.closeAllConnections();
      const notReady = await request(
        await gatewayWith({ ...upstreams, jotto: { url: deadJotto } }),
      ).get('/readyz');
      expect(notReady.status).toBe(200);
      expect(notReady.body.status).toBe('degraded');
      expect(notReady.body.checks).toMatchObject({
        redis: 'ok',
        jotto: 'unavailable',
        bloom: 'ok',
      });
    } finally {
      for (const server of Object.values(services)) {
        server.close();
        server.closeAllConnections();
      }
    }
  });
});
