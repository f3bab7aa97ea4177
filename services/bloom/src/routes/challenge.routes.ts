import type { FastifyInstance } from 'fastify';
import { challengeSchemas, identityOf, typedRoutes } from '@hub/kit';
import { BloomChallenge } from '@hub/proto';
import type { PlayContext } from '../play/context';
import { createBloomChallenge, getBloomChallenge } from '../play/challenge.service';

const schemas = challengeSchemas(BloomChallenge);

/** Challenges to a finished garden, guests included (docs/rules.md#challenges). */
export function challengeRoutes(app: FastifyInstance, ctx: PlayContext): void {
  const api = typedRoutes(app);
  api.post('/api/bloom/challenges', { schema: schemas.create }, async (req) =>
    createBloomChallenge(ctx, identityOf(req), req.body),
  );
  api.get('/api/bloom/challenges/:id', { schema: schemas.get }, async (req) =>
    getBloomChallenge(ctx, identityOf(req), req.params),
  );
}
