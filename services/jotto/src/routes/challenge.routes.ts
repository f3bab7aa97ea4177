import { Router } from 'express';
import { identityOf } from '@hub/kit';
import type { JottoContext } from '../context';
import { createJottoChallenge, getJottoChallenge } from '../daily/challenge.service';

/** Challenges to a solved day, guests included (docs/rules.md#challenges). */
export function challengeRoutes(ctx: JottoContext): Router {
  const router = Router();

  router.post('/api/jotto/challenges', async (req, res) => {
    res.json(await createJottoChallenge(ctx, identityOf(req), req.body ?? {}));
  });

  router.get('/api/jotto/challenges/:id', async (req, res) => {
    res.json(await getJottoChallenge(ctx, identityOf(req), req.params));
  });

  return router;
}
