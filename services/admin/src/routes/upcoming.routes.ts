import type { FastifyInstance } from 'fastify';
import { identityOf, parseInput } from '@hub/kit';
import { AdminReplaceBody } from '@hub/proto';
import type { AdminContext } from '../context';
import { replaceScheduledDay, upcomingPuzzles } from '../dashboard/upcoming.service';

export function upcomingRoutes(app: FastifyInstance, ctx: AdminContext): void {
  app.get('/api/admin/upcoming', async (req, reply) =>
    reply.header('Cache-Control', 'no-store').send(await upcomingPuzzles(ctx, identityOf(req))),
  );

  app.post('/api/admin/upcoming/replace', async (req) => {
    const body = parseInput(AdminReplaceBody, req.body ?? {});
    return replaceScheduledDay(ctx, identityOf(req), body);
  });
}
