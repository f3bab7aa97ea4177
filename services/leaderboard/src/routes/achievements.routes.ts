import type { FastifyInstance } from 'fastify';
import { userIdOf, type Knex } from '@hub/kit';
import { achievementsOf } from '../db/achievements.repository';

export function achievementsRoutes(app: FastifyInstance, db: Knex): void {
  app.get('/api/user/achievements', async (req) => {
    const userId = userIdOf(req, 'Sign in to see your achievements');
    return achievementsOf(db, userId);
  });
}
