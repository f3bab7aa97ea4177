import type { FastifyInstance } from 'fastify';
import {
  CHALLENGE_MESSAGES,
  identityOf,
  notFound,
  refusedWith,
  routeSchema,
  typedRoutes,
} from '@hub/kit';
import { JottoChallenge } from '@hub/proto';
import { challengeDeclarations } from '@hub/proto/api';
import type { JottoContext } from '../context';
import { createJottoChallenge, getJottoChallenge } from '../daily/challenge.service';

const { create, get } = challengeDeclarations(JottoChallenge);

/** Challenges to a solved day, guests included (docs/rules.md#challenges). */
export function challengeRoutes(app: FastifyInstance, ctx: JottoContext): void {
  const api = typedRoutes(app);

  api.post('/api/jotto/challenges', { schema: routeSchema('post', create) }, async (req) =>
    createJottoChallenge(ctx, identityOf(req), req.body),
  );

  api.get(
    '/api/jotto/challenges/:id',
    {
      schema: routeSchema('get', {
        ...get,
        params: refusedWith(get.params, () => notFound(CHALLENGE_MESSAGES.notFound)),
      }),
    },
    async (req) => getJottoChallenge(ctx, identityOf(req), req.params),
  );
}
