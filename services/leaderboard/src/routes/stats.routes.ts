import { Router } from 'express';
import { userIdOf, type Knex } from '@hub/kit';
import { dayKey } from '@hub/proto';
import { gameRecordsOf } from '../db/stats.repository';
import { gameStatsView } from '../domain/game-stats';

export function statsRoutes(db: Knex): Router {
  const router = Router();

  router.get('/api/user/stats', async (req, res) => {
    const userId = userIdOf(req, 'Sign in to see your stats');
    res.json(gameStatsView(await gameRecordsOf(db, userId), dayKey()));
  });

  return router;
}
