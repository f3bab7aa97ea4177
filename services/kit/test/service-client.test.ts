import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  badRequest,
  closeServer,
  createLogger,
  createServiceApp,
  HttpError,
  identityOf,
  listen,
  requestListenerOf,
  ServiceClient,
} from '../src';
import { TEST_INTERNAL_SECRET } from '../src/testing';

const admin = { playerId: 'u1', userId: 'u1', roles: ['admin'] };

describe('ServiceClient', () => {
  let server: Server;
  let client: ServiceClient;
  let url: string;

  beforeAll(async () => {
    const app = createServiceApp({
      name: 'callee',
      logger: createLogger('callee', 'silent'),
      internalSecret: TEST_INTERNAL_SECRET,
      readiness: {},
      routes: (routes) => {
        routes.post('/api/echo', async (req) => ({ identity: identityOf(req), body: req.body }));
        routes.get('/api/refuse', async () => {
          throw badRequest('Difficulty must be easy, medium or hard');
        });
        routes.get('/api/crash', async () => {
          throw new Error('internal detail that must not leak');
        });
      },
    });
    server = await listen(await requestListenerOf(app), 0, '127.0.0.1');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    client = new ServiceClient({ callee: url, gone: 'http://127.0.0.1:1' }, TEST_INTERNAL_SECRET);
  });

  afterAll(() => closeServer(server));

  it('calls with a signed identity the callee accepts, and parses the answer', async () => {
    const answer = await client.call('callee', {
      method: 'POST',
      path: '/api/echo',
      body: { count: 3 },
      identity: admin,
      schema: z.object({ identity: z.unknown(), body: z.object({ count: z.number() }) }),
    });
    expect(answer).toEqual({ identity: admin, body: { count: 3 } });
  });

  it('is refused by the callee when the secret differs', async () => {
    const forger = new ServiceClient({ callee: url }, 'another-secret-that-is-long-enough-1234');
    await expect(
      forger.call('callee', {
        method: 'POST',
        path: '/api/echo',
        identity: admin,
        schema: z.unknown(),
      }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it("passes the callee's refusals on, and reports its failures as 502 without details", async () => {
    const refusal = client.call('callee', {
      path: '/api/refuse',
      identity: admin,
      schema: z.unknown(),
    });
    await expect(refusal).rejects.toEqual(
      new HttpError(400, 'Difficulty must be easy, medium or hard'),
    );
    const crash = client.call('callee', {
      path: '/api/crash',
      identity: admin,
      schema: z.unknown(),
    });
    await expect(crash).rejects.toMatchObject({ status: 502 });
    await expect(crash).rejects.not.toMatchObject({ message: expect.stringContaining('internal') });
  });

  it('reports an unreachable, unknown or misbehaving service as 5xx', async () => {
    await expect(
      client.call('gone', { path: '/api/x', identity: admin, schema: z.unknown() }),
    ).rejects.toMatchObject({ status: 502 });
    await expect(
      client.call('nowhere', { path: '/api/x', identity: admin, schema: z.unknown() }),
    ).rejects.toMatchObject({ status: 503 });
    await expect(
      client.call('callee', {
        method: 'POST',
        path: '/api/echo',
        identity: admin,
        schema: z.object({ missing: z.string() }),
      }),
    ).rejects.toMatchObject({ status: 502 });
  });
});
