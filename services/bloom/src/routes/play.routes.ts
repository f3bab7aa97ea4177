import type { FastifyInstance } from 'fastify';
import { identityOf, parseInput } from '@hub/kit';
import { BloomHintBody, BloomSaveBody, BloomScoreBody } from '@hub/proto';
import type { PlayContext } from '../play/context';
import { giveHint, saveState } from '../play/play.service';
import { submitScore } from '../play/score.service';

export function playRoutes(app: FastifyInstance, ctx: PlayContext): void {
  // A missing body reads as an empty one, so the answer names the first missing field.
  app.post('/api/bloom/state/save', async (req) => {
    const body = parseInput(BloomSaveBody, req.body ?? {});
    return saveState(ctx, identityOf(req), body);
  });

  app.post('/api/bloom/hint', async (req) => {
    const { board } = parseInput(BloomHintBody, req.body ?? {});
    return giveHint(ctx, identityOf(req), board);
  });

  app.post('/api/bloom/score', async (req, reply) => {
    const body = parseInput(BloomScoreBody, req.body ?? {});
    return reply.code(201).send(await submitScore(ctx, identityOf(req), body));
  });
}
