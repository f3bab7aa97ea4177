import type { FastifyInstance } from 'fastify';
import { identityOf } from '@hub/kit';
import type { JottoContext } from '../context';
import { createJottoChallenge, getJottoChallenge } from '../daily/challenge.service';

/** Challenges to a solved day, guests included (docs/rules.md#challenges). */
export function challengeRoutes(app: FastifyInstance, ctx: JottoContext): void {
  app.post('/api/jotto/challenges', async (req) =>
    createJottoChallenge(ctx, identityOf(req), req.body ?? {}),
  );

  app.get('/api/jotto/challenges/:id', async (req) =>
    getJottoChallenge(ctx, identityOf(req), req.params),
  );
}
