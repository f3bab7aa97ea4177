import type { FastifyInstance } from 'fastify';
import { identityOf } from '@hub/kit';
import type { PlayContext } from '../play/context';
import { createBloomChallenge, getBloomChallenge } from '../play/challenge.service';

/** Challenges to a finished garden, guests included (docs/rules.md#challenges). */
export function challengeRoutes(app: FastifyInstance, ctx: PlayContext): void {
  app.post('/api/bloom/challenges', async (req) =>
    createBloomChallenge(ctx, identityOf(req), req.body ?? {}),
  );

  app.get('/api/bloom/challenges/:id', async (req) =>
    getBloomChallenge(ctx, identityOf(req), req.params),
  );
}
