import type { FastifyInstance } from 'fastify';
import { identityOf, routeSchema } from '@hub/kit';
import { AdminDaily, AdminResetResult } from '@hub/proto';
import { json } from '@hub/proto/api';
import type { AdminContext } from '../context';
import { dailyOverview, resetDaily } from '../dashboard/daily.service';

export function dailyRoutes(app: FastifyInstance, ctx: AdminContext): void {
  const overview = routeSchema('get', {
    summary: "Today's Wordree and Bloom puzzles",
    access: 'admin',
    answers: { 200: json(AdminDaily) },
  });
  app.get('/api/admin/daily', { schema: overview }, async (req) =>
    dailyOverview(ctx, identityOf(req)),
  );

  const reset = routeSchema('post', {
    summary: "Replace today's Wordree puzzle",
    access: 'admin',
    answers: { 201: json(AdminResetResult) },
  });
  app.post('/api/admin/reset-daily', { schema: reset }, async (req, reply) =>
    reply.code(201).send(await resetDaily(ctx, identityOf(req))),
  );
}
