import type { FastifyInstance } from 'fastify';
import { identityOf } from '@hub/kit';
import type { WordreeContext } from '../play/context';
import { createWordreeChallenge, getWordreeChallenge } from '../play/challenge.service';

/** Challenges to a finished day, guests included (docs/rules.md#challenges). */
export function challengeRoutes(app: FastifyInstance, ctx: WordreeContext): void {
  app.post('/api/wordree/challenges', async (req) =>
    createWordreeChallenge(ctx, identityOf(req), req.body ?? {}),
  );

  app.get('/api/wordree/challenges/:id', async (req) =>
    getWordreeChallenge(ctx, identityOf(req), req.params),
  );
}
