import type { FastifyInstance } from 'fastify';
import { identityOf, parseInput } from '@hub/kit';
import { AdminGenerateBody, AdminPuzzleCountQuery } from '@hub/proto';
import type { AdminContext } from '../context';
import { generatePuzzles, puzzleCount } from '../dashboard/puzzles.service';

export function puzzlesRoutes(app: FastifyInstance, ctx: AdminContext): void {
  app.get('/api/admin/puzzle-count', async (req) => {
    const { difficulty } = parseInput(AdminPuzzleCountQuery, req.query);
    return puzzleCount(ctx, identityOf(req), difficulty);
  });

  app.post('/api/admin/generate-puzzle', async (req, reply) => {
    const parameters = parseInput(AdminGenerateBody, req.body ?? {});
    return reply.code(201).send(await generatePuzzles(ctx, identityOf(req), parameters));
  });
}
