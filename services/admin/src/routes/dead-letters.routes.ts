import type { FastifyInstance } from 'fastify';
import { identityOf, routeSchema, typedRoutes } from '@hub/kit';
import {
  AdminDeadLetterParams,
  AdminDeadLetters,
  AdminDeadLettersQuery,
  AuditDeadLetterSummary,
} from '@hub/proto';
import { json } from '@hub/proto/api';
import type { AdminContext } from '../context';
import { listDeadLetters, settleDeadLetter } from '../dashboard/dead-letters.service';

export function deadLetterRoutes(app: FastifyInstance, ctx: AdminContext): void {
  const api = typedRoutes(app);

  const list = routeSchema('get', {
    summary: 'Events a consumer gave up on, newest first',
    access: 'admin',
    query: AdminDeadLettersQuery,
    answers: { 200: json(AdminDeadLetters) },
  });
  api.get('/api/admin/dead-letters', { schema: list }, async (req, reply) =>
    reply.header('Cache-Control', 'no-store').send(await listDeadLetters(ctx, req.query.limit)),
  );

  const replay = routeSchema('post', {
    summary: 'Deliver a dead letter to its consumer again',
    access: 'admin',
    params: AdminDeadLetterParams,
    answers: { 200: json(AuditDeadLetterSummary) },
    errors: [404],
  });
  api.post('/api/admin/dead-letters/:id/replay', { schema: replay }, async (req) =>
    settleDeadLetter(ctx, identityOf(req), 'replay-dead-letter', req.params.id),
  );

  const discard = routeSchema('post', {
    summary: 'Drop a dead letter',
    access: 'admin',
    params: AdminDeadLetterParams,
    answers: { 200: json(AuditDeadLetterSummary) },
    errors: [404],
  });
  api.post('/api/admin/dead-letters/:id/discard', { schema: discard }, async (req) =>
    settleDeadLetter(ctx, identityOf(req), 'discard-dead-letter', req.params.id),
  );
}
