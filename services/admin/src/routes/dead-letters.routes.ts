import type { FastifyInstance } from 'fastify';
import { identityOf, parseInput } from '@hub/kit';
import { AdminDeadLetterParams, AdminDeadLettersQuery } from '@hub/proto';
import type { AdminContext } from '../context';
import { listDeadLetters, settleDeadLetter } from '../dashboard/dead-letters.service';

export function deadLetterRoutes(app: FastifyInstance, ctx: AdminContext): void {
  app.get('/api/admin/dead-letters', async (req, reply) => {
    const { limit } = parseInput(AdminDeadLettersQuery, req.query);
    return reply.header('Cache-Control', 'no-store').send(await listDeadLetters(ctx, limit));
  });

  app.post('/api/admin/dead-letters/:id/replay', async (req) => {
    const { id } = parseInput(AdminDeadLetterParams, req.params);
    return settleDeadLetter(ctx, identityOf(req), 'replay-dead-letter', id);
  });

  app.post('/api/admin/dead-letters/:id/discard', async (req) => {
    const { id } = parseInput(AdminDeadLetterParams, req.params);
    return settleDeadLetter(ctx, identityOf(req), 'discard-dead-letter', id);
  });
}
