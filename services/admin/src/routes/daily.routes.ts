import { Router } from 'express';
import { identityOf } from '@hub/kit';
import type { AdminContext } from '../context';
import { dailyOverview, resetDaily } from '../dashboard/daily.service';

export function dailyRoutes(ctx: AdminContext): Router {
  const router = Router();

  router.get('/api/admin/daily', async (req, res) => {
    res.json(await dailyOverview(ctx, identityOf(req)));
  });

  router.post('/api/admin/reset-daily', async (req, res) => {
    res.status(201).json(await resetDaily(ctx, identityOf(req)));
  });

  return router;
}
