import type { FastifyInstance } from 'fastify';
import { identityOf } from '@hub/kit';
import type { AdminContext } from '../context';
import { dailyOverview, resetDaily } from '../dashboard/daily.service';

export function dailyRoutes(app: FastifyInstance, ctx: AdminContext): void {
  app.get('/api/admin/daily', async (req) => dailyOverview(ctx, identityOf(req)));

  app.post('/api/admin/reset-daily', async (req, reply) =>
    reply.code(201).send(await resetDaily(ctx, identityOf(req))),
  );
}
