import type { FastifyInstance } from 'fastify';
import { routeSchema, userIdOf, type Knex } from '@hub/kit';
import { Achievement } from '@hub/proto';
import { json } from '@hub/proto/api';
import { z } from 'zod';
import { achievementsOf } from '../db/achievements.repository';

export function achievementsRoutes(app: FastifyInstance, db: Knex): void {
  const schema = routeSchema('get', {
    summary: 'Every achievement, and which you have unlocked',
    access: 'account',
    answers: { 200: json(z.array(Achievement)) },
  });
  app.get('/api/user/achievements', { schema }, async (req) => {
    const userId = userIdOf(req, 'Sign in to see your achievements');
    return achievementsOf(db, userId);
  });
}
