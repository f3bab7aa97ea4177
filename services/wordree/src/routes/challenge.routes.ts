import type { FastifyInstance } from 'fastify';
import { challengeSchemas, identityOf, typedRoutes } from '@hub/kit';
import { WordreeChallenge } from '@hub/proto';
import type { WordreeContext } from '../play/context';
import { createWordreeChallenge, getWordreeChallenge } from '../play/challenge.service';

const schemas = challengeSchemas(WordreeChallenge);

/** Challenges to a finished day, guests included (docs/rules.md#challenges). */
export function challengeRoutes(app: FastifyInstance, ctx: WordreeContext): void {
  const api = typedRoutes(app);
  api.post('/api/wordree/challenges', { schema: schemas.create }, async (req) =>
    createWordreeChallenge(ctx, identityOf(req), req.body),
  );
  api.get('/api/wordree/challenges/:id', { schema: schemas.get }, async (req) =>
    getWordreeChallenge(ctx, identityOf(req), req.params),
  );
}
