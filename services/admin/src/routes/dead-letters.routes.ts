import { Router } from 'express';
import { identityOf, parseInput } from '@hub/kit';
import { AdminDeadLetterParams, AdminDeadLettersQuery } from '@hub/proto';
import type { AdminContext } from '../context';
import { listDeadLetters, settleDeadLetter } from '../dashboard/dead-letters.service';

export function deadLetterRoutes(ctx: AdminContext): Router {
  const router = Router();

  router.get('/api/admin/dead-letters', async (req, res) => {
    const { limit } = parseInput(AdminDeadLettersQuery, req.query);
    res.set('Cache-Control', 'no-store').json(await listDeadLetters(ctx, limit));
  });

  router.post('/api/admin/dead-letters/:id/replay', async (req, res) => {
    const { id } = parseInput(AdminDeadLetterParams, req.params);
    res.json(await settleDeadLetter(ctx, identityOf(req), 'replay-dead-letter', id));
  });

  router.post('/api/admin/dead-letters/:id/discard', async (req, res) => {
    const { id } = parseInput(AdminDeadLetterParams, req.params);
    res.json(await settleDeadLetter(ctx, identityOf(req), 'discard-dead-letter', id));
  });

  return router;
}
