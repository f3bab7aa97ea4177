import type { FastifyInstance } from 'fastify';
import { identityOf, routeSchema, typedRoutes } from '@hub/kit';
import {
  AdminGenerateBody,
  AdminGenerateResult,
  AdminPuzzleCount,
  AdminPuzzleCountQuery,
} from '@hub/proto';
import { json } from '@hub/proto/api';
import type { AdminContext } from '../context';
import { generatePuzzles, puzzleCount } from '../dashboard/puzzles.service';

export function puzzlesRoutes(app: FastifyInstance, ctx: AdminContext): void {
  const api = typedRoutes(app);

  const count = routeSchema('get', {
    summary: "How many puzzles a difficulty's endless pool holds",
    access: 'admin',
    query: AdminPuzzleCountQuery,
    answers: { 200: json(AdminPuzzleCount) },
  });
  api.get('/api/admin/puzzle-count', { schema: count }, async (req) =>
    puzzleCount(ctx, identityOf(req), req.query.difficulty),
  );

  const generate = routeSchema('post', {
    summary: "Add puzzles to Wordree's endless pool",
    access: 'admin',
    body: AdminGenerateBody,
    answers: { 201: json(AdminGenerateResult) },
  });
  api.post('/api/admin/generate-puzzle', { schema: generate }, async (req, reply) =>
    reply.code(201).send(await generatePuzzles(ctx, identityOf(req), req.body)),
  );
}
