import type { FastifyInstance } from 'fastify';
import { identityOf, routeSchema, typedRoutes } from '@hub/kit';
import { AdminReplaceBody, AdminReplaceResult, AdminUpcoming } from '@hub/proto';
import { json } from '@hub/proto/api';
import type { AdminContext } from '../context';
import { replaceScheduledDay, upcomingPuzzles } from '../dashboard/upcoming.service';

export function upcomingRoutes(app: FastifyInstance, ctx: AdminContext): void {
  const api = typedRoutes(app);

  const upcoming = routeSchema('get', {
    summary: 'Today and the scheduled days after it, answers included',
    access: 'admin',
    answers: { 200: json(AdminUpcoming) },
  });
  api.get('/api/admin/upcoming', { schema: upcoming }, async (req, reply) =>
    reply.header('Cache-Control', 'no-store').send(await upcomingPuzzles(ctx, identityOf(req))),
  );

  const replace = routeSchema('post', {
    summary: "Replace a future day's puzzle",
    description: 'Only a day still to come: players may have started today.',
    access: 'admin',
    body: AdminReplaceBody,
    answers: { 200: json(AdminReplaceResult) },
    errors: [409],
  });
  api.post('/api/admin/upcoming/replace', { schema: replace }, async (req) =>
    replaceScheduledDay(ctx, identityOf(req), req.body),
  );
}
