import { Router } from 'express';
import { userIdOf, type Knex } from '@hub/kit';
import { achievementsOf } from '../db/achievements.repository';

export function achievementsRoutes(db: Knex): Router {
  const router = Router();

  router.get('/api/user/achievements', async (req, res) => {
    const userId = userIdOf(req, 'Sign in to see your achievements');
    res.json(await achievementsOf(db, userId));
  });

  return router;
}
