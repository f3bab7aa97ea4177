import { Router } from 'express';
import { identityOf, parseInput } from '@hub/kit';
import { AdminReplaceBody } from '@hub/proto';
import type { AdminContext } from '../context';
import { replaceScheduledDay, upcomingPuzzles } from '../dashboard/upcoming.service';

export function upcomingRoutes(ctx: AdminContext): Router {
  const router = Router();

  router.get('/api/admin/upcoming', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await upcomingPuzzles(ctx, identityOf(req)));
  });

  router.post('/api/admin/upcoming/replace', async (req, res) => {
    const body = parseInput(AdminReplaceBody, req.body ?? {});
    res.json(await replaceScheduledDay(ctx, identityOf(req), body));
  });

  return router;
}
