import { Router } from 'express';
import { identityOf } from '@hub/kit';
import type { WordreeContext } from '../play/context';
import { createWordreeChallenge, getWordreeChallenge } from '../play/challenge.service';

/** Challenges to a finished day, guests included (docs/rules.md#challenges). */
export function challengeRoutes(ctx: WordreeContext): Router {
  const router = Router();

  router.post('/api/wordree/challenges', async (req, res) => {
    res.json(await createWordreeChallenge(ctx, identityOf(req), req.body ?? {}));
  });

  router.get('/api/wordree/challenges/:id', async (req, res) => {
    res.json(await getWordreeChallenge(ctx, identityOf(req), req.params));
  });

  return router;
}
