import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeServer,
  conflict,
  createLogger,
  createServiceApp,
  hostService,
  InProcessTransport,
  listen,
  requestListenerOf,
  signRequest,
  type HostedService,
} from '@hub/kit';
import { createTestDatabase, TEST_INTERNAL_SECRET, type TestDatabase } from '@hub/kit/testing';
import { AuditLog, type WordreeDailyPuzzle } from '@hub/proto';
import { adminService } from '../src';

const ADMIN = { playerId: 'admin-1', userId: 'admin-1', roles: ['admin'] };

const TODAY: WordreeDailyPuzzle = {
  id: 12,
  difficulty: 'medium',
  gridSize: 5,
  letters: 'abcdefghijklmnopqrstuvwxy',
  possibleWords: 150,
  targetScore: 300,
  dailyPuzzleId: 3,
  day: '2025-10-19',
  resetTime: '2025-10-20T05:00:00.000Z',
};

/**
 * A Wordree that misbehaves in every way the dashboard must survive: an answer of the wrong
 * shape, a crash, a refusal. Bloom is simply not there.
 */
function misbehavingWordree(app: FastifyInstance): void {
  app.get('/api/puzzle-templates/count', async () => ({ difficulty: 'easy', count: 'plenty' }));
  app.post('/api/puzzle-templates/generate', async () => {
    throw new Error('disk full on /var/lib/postgresql');
  });
  app.get('/api/puzzle-templates/daily', async () => TODAY);
  app.post('/api/daily-puzzle/regenerate', async () => {
    throw conflict('A new puzzle is being made. Try again in a moment.');
  });
}

describe('admin when Wordree or Bloom fail', () => {
  let database: TestDatabase;
  let admin: HostedService;
  let wordreeServer: Server;
  let adminServer: Server;
  let adminUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const logger = createLogger('admin-test', 'silent');
    const wordree = createServiceApp({
      name: 'wordree',
      logger,
      internalSecret: TEST_INTERNAL_SECRET,
      readiness: {},
      routes: misbehavingWordree,
    });
    wordreeServer = await listen(await requestListenerOf(wordree), 0, '127.0.0.1');
    admin = await hostService(adminService, {
      databaseUrl: database.url,
      transport: new InProcessTransport(),
      logger,
      internalSecret: TEST_INTERNAL_SECRET,
      serviceUrls: {
        wordree: `http://127.0.0.1:${(wordreeServer.address() as AddressInfo).port}`,
        // Nothing listens on port 1.
        bloom: 'http://127.0.0.1:1',
      },
    });
    adminServer = await listen(admin.handler, 0, '127.0.0.1');
    adminUrl = `http://127.0.0.1:${(adminServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    if (adminServer) await closeServer(adminServer);
    if (wordreeServer) await closeServer(wordreeServer);
    await admin?.stop();
    await database?.drop();
  });

  async function asAdmin(method: 'GET' | 'POST', path: string, body?: unknown) {
    const bytes = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const response = await fetch(`${adminUrl}${path}`, {
      method,
      headers: {
        ...signRequest(
          { service: 'admin', method, url: path, body: bytes, identity: ADMIN },
          TEST_INTERNAL_SECRET,
        ),
        ...(bytes === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: bytes,
    });
    return { status: response.status, json: await response.json() };
  }

  it('answers 502 with a clear message, never a 500 or internal details', async () => {
    const cases = [
      [
        'GET',
        '/api/admin/puzzle-count?difficulty=easy',
        'The wordree service answered unexpectedly',
      ],
      ['POST', '/api/admin/generate-puzzle', 'The wordree service failed. Please try again.'],
      ['GET', '/api/admin/daily', 'The bloom service is unavailable. Please try again.'],
    ] as const;
    for (const [method, path, message] of cases) {
      const answer = await asAdmin(
        method,
        path,
        method === 'POST' ? { difficulty: 'easy' } : undefined,
      );
      expect(answer, path).toEqual({ status: 502, json: { message } });
    }
  });

  it("passes Wordree's refusals on with their status and message", async () => {
    const answer = await asAdmin('POST', '/api/admin/reset-daily', {});
    expect(answer).toEqual({
      status: 409,
      json: { message: 'A new puzzle is being made. Try again in a moment.' },
    });
  });

  it('logs failed actions as failed, with the message the admin saw', async () => {
    await asAdmin('POST', '/api/admin/generate-puzzle', { difficulty: 'hard', count: 4 });
    await asAdmin('POST', '/api/admin/reset-daily', {});
    const answer = await asAdmin('GET', '/api/admin/audit-log?limit=2');
    expect(answer.status).toBe(200);
    const failures = AuditLog.parse(answer.json).entries.map((entry) => ({
      action: entry.action,
      parameters: entry.parameters,
      status: entry.status,
      error: entry.error,
      result: entry.result,
      actor: entry.actor,
    }));
    expect(failures).toEqual([
      {
        action: 'reset-daily',
        parameters: {},
        status: 'failed',
        error: 'A new puzzle is being made. Try again in a moment.',
        result: null,
        actor: { userId: 'admin-1' },
      },
      {
        action: 'generate-puzzle',
        parameters: { difficulty: 'hard', count: 4 },
        status: 'failed',
        error: 'The wordree service failed. Please try again.',
        result: null,
        actor: { userId: 'admin-1' },
      },
    ]);
  });
});
