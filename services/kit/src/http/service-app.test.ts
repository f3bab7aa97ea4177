import type { RequestListener } from 'node:http';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { TEST_INTERNAL_SECRET } from '../testing';
import { badRequest } from './errors';
import { identityOf } from './identity';
import { BODY_LIMIT_BYTES } from './request-body';
import { REQUEST_ID_HEADER } from './request-id';
import { handOverInProcess, signRequest } from './request-signature';
import { declaredRoutesOf } from './base-app';
import { createServiceApp, requestListenerOf } from './service-app';

const player = { playerId: 'p1', roles: [] };

/** The headers the gateway would add to this request for the `echo` service. */
function signed(method: string, url: string, body = '') {
  return signRequest(
    {
      service: 'echo',
      method,
      url,
      body: Buffer.from(body),
      clientAddress: '203.0.113.9',
      identity: player,
    },
    TEST_INTERNAL_SECRET,
  );
}

describe('a service app', () => {
  const app = createServiceApp({
    name: 'echo',
    logger: createLogger('service-app-test', 'silent'),
    internalSecret: TEST_INTERNAL_SECRET,
    readiness: { postgres: async () => true },
    routes: (routes) => {
      routes.post('/api/echo/:id', async (req) => ({
        identity: identityOf(req),
        clientAddress: req.clientAddress,
        params: req.params,
        body: req.body ?? null,
      }));
      routes.get('/api/today', async () => ({ day: '2026-11-25' }));
      routes.get('/api/refuse', async () => {
        throw badRequest('Difficulty must be easy, medium or hard');
      });
      routes.get('/api/crash', async () => {
        throw new Error('internal detail that must not leak');
      });
    },
  });
  let listener: RequestListener;
  beforeAll(async () => {
    listener = await requestListenerOf(app);
  });

  it('answers a request the gateway signed, with the identity and address it vouched for', async () => {
    const body = '{ "guess": "crane" }';
    const answer = await request(listener)
      .post('/api/echo/7?x=1')
      .set(signed('POST', '/api/echo/7?x=1', body))
      .set('content-type', 'application/json')
      .send(body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      identity: player,
      clientAddress: '203.0.113.9',
      params: { id: '7' },
      body: { guess: 'crane' },
    });
    expect(answer.headers['x-served-by']).toBeTruthy();
    expect(answer.headers[REQUEST_ID_HEADER]).toBeTruthy();
  });

  it('answers what a gateway in this process handed over, unsigned, and only to the service named', async () => {
    const handingTo =
      (service: string): RequestListener =>
      (req, res) => {
        handOverInProcess(req, { service, clientAddress: '203.0.113.9', identity: player });
        listener(req, res);
      };
    const answer = await request(handingTo('echo')).post('/api/echo/7').send({ guess: 'crane' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ identity: player, clientAddress: '203.0.113.9' });
    // Handed over for another service: refused, as a signature made for another service is.
    const elsewhere = await request(handingTo('other')).post('/api/echo/7').send({});
    expect(elsewhere.status).toBe(401);
  });

  it('refuses what the gateway did not sign, or signed for other bytes', async () => {
    const unsigned = await request(listener).post('/api/echo/7').send({ guess: 'crane' });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body).toEqual({
      message: 'This service only answers requests from the gateway',
    });
    const otherBody = await request(listener)
      .post('/api/echo/7')
      .set(signed('POST', '/api/echo/7', '{"guess":"crane"}'))
      .set('content-type', 'application/json')
      .send('{"guess":"slate"}');
    expect(otherBody.status).toBe(401);
  });

  it('answers bad input with a clear 4xx and our own failures with a bland 500', async () => {
    const notJson = await request(listener)
      .post('/api/echo/7')
      .set(signed('POST', '/api/echo/7', '{oops'))
      .set('content-type', 'application/json')
      .send('{oops');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ message: 'The request body is not valid JSON' });

    const huge = 'x'.repeat(BODY_LIMIT_BYTES + 1);
    const tooLarge = await request(listener)
      .post('/api/echo/7')
      .set(signed('POST', '/api/echo/7', huge))
      .set('content-type', 'text/plain')
      .send(huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toMatch(/too large/);

    const refused = await request(listener).get('/api/refuse').set(signed('GET', '/api/refuse'));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'Difficulty must be easy, medium or hard' });

    const crashed = await request(listener).get('/api/crash').set(signed('GET', '/api/crash'));
    expect(crashed.status).toBe(500);
    expect(JSON.stringify(crashed.body)).not.toContain('internal detail');

    const badPath = await request(listener).post('/api/echo/%E0%A4%A');
    expect(badPath.status).toBe(400);
    expect(badPath.body).toEqual({ message: 'The request could not be read' });

    const missing = await request(listener).get('/api/nowhere').set(signed('GET', '/api/nowhere'));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'No API route for GET /api/nowhere' });
  });

  it('tags each answer with an ETag, and answers 304 to a client that has that version', async () => {
    const first = await request(listener).get('/api/today').set(signed('GET', '/api/today'));
    expect(first.body).toEqual({ day: '2026-11-25' });
    expect(first.headers.etag).toMatch(/^W\//);
    const again = await request(listener)
      .get('/api/today')
      .set(signed('GET', '/api/today'))
      .set('if-none-match', first.headers.etag!);
    expect(again.status).toBe(304);
  });

  it('answers its probes without a signature', async () => {
    expect((await request(listener).get('/healthz')).body).toEqual({
      status: 'ok',
      service: 'echo',
    });
    const ready = await request(listener).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { postgres: 'ok' } });
    const metrics = await request(listener).get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain('http_requests_total');
  });

  it('lists the routes it declares', () => {
    expect(declaredRoutesOf(app).filter((route) => route.path.startsWith('/api/'))).toEqual([
      { method: 'POST', path: '/api/echo/:id' },
      { method: 'GET', path: '/api/today' },
      { method: 'GET', path: '/api/refuse' },
      { method: 'GET', path: '/api/crash' },
    ]);
  });
});
