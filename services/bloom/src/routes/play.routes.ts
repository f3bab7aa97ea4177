import type { FastifyInstance } from 'fastify';
import { identityOf, routeSchema, typedRoutes } from '@hub/kit';
import {
  BloomHint,
  BloomHintBody,
  BloomSaveAnswer,
  BloomSaveBody,
  BloomScoreAnswer,
  BloomScoreBody,
} from '@hub/proto';
import { json } from '@hub/proto/api';
import type { PlayContext } from '../play/context';
import { giveHint, saveState } from '../play/play.service';
import { submitScore } from '../play/score.service';

export function playRoutes(app: FastifyInstance, ctx: PlayContext): void {
  const api = typedRoutes(app);

  const save = routeSchema('post', {
    summary: 'Save your garden as it stands',
    access: 'anyone',
    body: BloomSaveBody,
    answers: { 200: json(BloomSaveAnswer) },
    errors: [409],
  });
  api.post('/api/bloom/state/save', { schema: save }, async (req) =>
    saveState(ctx, identityOf(req), req.body),
  );

  const hint = routeSchema('post', {
    summary: 'One cell of the solution',
    description: 'A flower placed wrongly is corrected first.',
    access: 'anyone',
    body: BloomHintBody,
    answers: { 200: json(BloomHint) },
    errors: [409],
  });
  api.post('/api/bloom/hint', { schema: hint }, async (req) =>
    giveHint(ctx, identityOf(req), req.body.board),
  );

  const score = routeSchema('post', {
    summary: "Submit today's finished garden",
    description:
      'The server measures the time and counts the hints itself. The same finish sent again (the same `finishId`) is answered as the first time and counted once.',
    access: 'anyone',
    body: BloomScoreBody,
    answers: { 201: json(BloomScoreAnswer) },
    errors: [409],
  });
  api.post('/api/bloom/score', { schema: score }, async (req, reply) =>
    reply.code(201).send(await submitScore(ctx, identityOf(req), req.body)),
  );
}
