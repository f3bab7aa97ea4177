import { Router } from 'express';
import { identityOf } from '@hub/kit';
import type { PlayContext } from '../play/context';
import { createBloomChallenge, getBloomChallenge } from '../play/challenge.service';

/** Challenges to a finished garden, guests included (docs/rules.md#challenges). */
export function challengeRoutes(ctx: PlayContext): Router {
  const router = Router();

  router.post('/api/bloom/challenges', async (req, res) => {
    res.json(await createBloomChallenge(ctx, identityOf(req), req.body ?? {}));
  });

  router.get('/api/bloom/challenges/:id', async (req, res) => {
    res.json(await getBloomChallenge(ctx, identityOf(req), req.params));
  });

  return router;
}
