import { Router } from 'express';
import { identityOf, parseInput } from '@hub/kit';
import { BloomDailyQuery } from '@hub/proto';
import type { PlayContext } from '../play/context';
import { dailyLeaderboard, dailyView } from '../play/daily.service';

export function dailyRoutes(ctx: PlayContext): Router {
  const router = Router();

  router.get('/api/bloom/daily', async (req, res) => {
    res.json(await dailyView(ctx, identityOf(req), parseInput(BloomDailyQuery, req.query)));
  });

  router.get('/api/bloom/leaderboard', async (req, res) => {
    res.json(await dailyLeaderboard(ctx, identityOf(req)));
  });

  return router;
}
