import type { FastifyInstance } from 'fastify';
import { challengeSchemas, identityOf, typedRoutes } from '@hub/kit';
import { JottoChallenge } from '@hub/proto';
import type { JottoContext } from '../context';
import { createJottoChallenge, getJottoChallenge } from '../daily/challenge.service';

const schemas = challengeSchemas(JottoChallenge);

/** Challenges to a solved day, guests included (docs/rules.md#challenges). */
export function challengeRoutes(app: FastifyInstance, ctx: JottoContext): void {
  const api = typedRoutes(app);
  api.post('/api/jotto/challenges', { schema: schemas.create }, async (req) =>
    createJottoChallenge(ctx, identityOf(req), req.body),
  );
  api.get('/api/jotto/challenges/:id', { schema: schemas.get }, async (req) =>
    getJottoChallenge(ctx, identityOf(req), req.params),
  );
}
