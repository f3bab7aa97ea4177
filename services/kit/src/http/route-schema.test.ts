import type { RequestListener } from 'node:http';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ArchiveDayParams, JottoGuessBody, JottoTurns } from '@hub/proto';
import { empty, events, json } from '@hub/proto/api';
import { createLogger } from '../logger';
import { TEST_INTERNAL_SECRET } from '../testing';
import { notFound } from './errors';
import { SERVICE_DOCUMENT_PATH } from './route-document';
import { refusedWith, routeSchema, typedRoutes } from './route-schema';
import { handOverInProcess } from './request-signature';
import { createServiceApp, requestListenerOf } from './service-app';

const player = { playerId: 'p1', roles: [] };

describe('routes that declare themselves', () => {
  const app = createServiceApp({
    name: 'jotto',
    logger: createLogger('route-schema-test', 'silent'),
    internalSecret: TEST_INTERNAL_SECRET,
    readiness: {},
    routes: (routes) => {
      const api = typedRoutes(routes);
      api.post(
        '/api/jotto/archive/:day/guess',
        {
          schema: routeSchema('post', {
            summary: 'Guess',
            access: 'anyone',
            params: ArchiveDayParams,
            body: JottoGuessBody,
            answers: { 200: json(z.object({ guess: z.string(), day: z.string() })) },
            errors: [409],
          }),
        },
        // The parsed body: trimmed and lower-cased by the contract.
        async (req) => ({ guess: req.body.guess, day: req.params.day }),
      );
      api.get(
        '/api/jotto/match/:id',
        {
          schema: routeSchema('get', {
            summary: 'A match',
            access: 'account',
            params: refusedWith(z.object({ id: z.uuid() }), () => notFound('No such match')),
            answers: { 204: empty('Nothing to say') },
          }),
        },
        async (_req, reply) => reply.code(204).send(),
      );
      api.get(
        '/api/jotto/stream',
        {
          schema: routeSchema('get', {
            summary: 'A stream',
            access: 'account',
            answers: { 200: events({ turns: JottoTurns }, 'Events') },
          }),
        },
        async () => 'event: turns\n\n',
      );
      // Not declared: served, but no part of the document.
      api.get('/api/jotto/undeclared', async () => ({ ok: true }));
    },
  });
  let listener: RequestListener;
  beforeAll(async () => {
    listener = await requestListenerOf(app);
  });

  /** A request as the gateway hands it over in its own process. */
  const send = (method: 'get' | 'post', url: string, body?: unknown) => {
    const handOver: RequestListener = (req, res) => {
      handOverInProcess(req, { service: 'jotto', identity: player, clientAddress: '203.0.113.9' });
      listener(req, res);
    };
    const pending = request(handOver)[method](url);
    return body === undefined ? pending : pending.send(body as object);
  };

  it('checks a request by its schemas and hands the route what they parsed', async () => {
    const answer = await send('post', '/api/jotto/archive/2026-11-01/guess', {
      guess: ' CRANE ',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ guess: 'crane', day: '2026-11-01' });
  });

  it("answers a request its schemas refuse with a 400 and the schema's own message", async () => {
    const badBody = await send('post', '/api/jotto/archive/2026-11-01/guess', { guess: 'cr' });
    expect(badBody.status).toBe(400);
    expect(badBody.body).toEqual({ message: 'Guess must be exactly 5 letters' });
    const badDay = await send('post', '/api/jotto/archive/yesterday/guess', { guess: 'crane' });
    expect(badDay.status).toBe(400);
    expect(badDay.body).toEqual({ message: 'Expected a day as YYYY-MM-DD' });
  });

  it('reads a POST without a body as {}, so the missing field is named', async () => {
    const answer = await send('post', '/api/jotto/archive/2026-11-01/guess');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Guess must be exactly 5 letters' });
  });

  it("answers a malformed id with the route's own refusal", async () => {
    const answer = await send('get', '/api/jotto/match/not-an-id');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'No such match' });
    const wellFormed = await send('get', '/api/jotto/match/9c295d19-c6e9-475a-9df8-9226006b3362');
    expect(wellFormed.status).toBe(204);
  });

  it('serves its part of the API document, declared routes only, outside /api', async () => {
    const answer = await request(listener).get(SERVICE_DOCUMENT_PATH);
    expect(answer.status).toBe(200);
    const { paths, components } = answer.body;
    expect(Object.keys(paths).sort()).toEqual([
      '/api/jotto/archive/{day}/guess',
      '/api/jotto/match/{id}',
      '/api/jotto/stream',
    ]);
    const guess = paths['/api/jotto/archive/{day}/guess'].post;
    expect(guess).toMatchObject({
      operationId: 'postJottoArchiveByDayGuess',
      tags: ['jotto'],
      'x-access': 'anyone',
      requestBody: {
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/JottoGuessBodyInput' } },
        },
      },
    });
    // A parameter is written out, never a reference to its contract.
    expect(guess.parameters).toEqual([
      expect.objectContaining({
        in: 'path',
        name: 'day',
        schema: expect.objectContaining({ type: 'string' }),
      }),
    ]);
    expect(Object.keys(guess.responses)).toEqual(
      expect.arrayContaining(['200', '400', '403', '409', '413', '415', '502', '503', '504']),
    );
    expect(components.schemas.JottoGuessBodyInput).toBeDefined();

    const match = paths['/api/jotto/match/{id}'].get;
    expect(match.security).toEqual([{ session: [] }]);
    expect(match.responses['204']).toEqual({ description: 'Nothing to say' });
    const stream = paths['/api/jotto/stream'].get.responses['200'];
    expect(stream.content['text/event-stream']['x-events']).toEqual({
      turns: { $ref: '#/components/schemas/JottoTurns' },
    });
  });
});
