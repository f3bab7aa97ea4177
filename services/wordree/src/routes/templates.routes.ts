import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { identityOf, requireRole, routeSchema, typedRoutes } from '@hub/kit';
import {
  GenerateTemplatesBody,
  GenerateTemplatesResult,
  PuzzleTemplate,
  PuzzleTemplateView,
  RandomTemplateQuery,
  TemplateByIdQuery,
  TemplateCount,
  TemplateCountQuery,
  TemplateIdParam,
  WordreeDailyPuzzle,
} from '@hub/proto';
import { json } from '@hub/proto/api';
import type { WordreeContext } from '../play/context';
import { dailyPuzzle } from '../play/daily.service';
import { generatePool, poolCount, randomTemplate, templateById } from '../play/templates.service';

/** Puzzle fetches are never cached; the screen adds a timestamp besides (docs/rules.md#wordree). */
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export function templatesRoutes(app: FastifyInstance, ctx: WordreeContext): void {
  const api = typedRoutes(app);

  const random = routeSchema('get', {
    summary: 'A puzzle for endless play',
    access: 'anyone',
    query: RandomTemplateQuery,
    answers: { 200: json(PuzzleTemplate) },
  });
  api.get('/api/puzzle-templates/random', { schema: random }, async (req, reply) => {
    const { difficulty, exclude } = req.query;
    return noStore(reply).send(await randomTemplate(ctx, difficulty, exclude));
  });

  const daily = routeSchema('get', {
    summary: "Today's daily puzzle",
    access: 'anyone',
    answers: { 200: json(WordreeDailyPuzzle) },
  });
  api.get('/api/puzzle-templates/daily', { schema: daily }, async (req, reply) =>
    noStore(reply).send(await dailyPuzzle(ctx, identityOf(req))),
  );

  const count = routeSchema('get', {
    summary: "How many puzzles a difficulty's endless pool holds",
    access: 'anyone',
    query: TemplateCountQuery,
    answers: { 200: json(TemplateCount) },
  });
  api.get('/api/puzzle-templates/count', { schema: count }, async (req) =>
    poolCount(ctx, req.query.difficulty),
  );

  // For the admin dashboard (through the admin service, which forwards the admin's identity),
  // refused to anyone else before their request is read.
  const generate = routeSchema('post', {
    summary: 'Add puzzles to the endless pool',
    description: "The admin dashboard's call, through the admin service.",
    access: 'admin',
    body: GenerateTemplatesBody,
    answers: { 201: json(GenerateTemplatesResult) },
  });
  api.post(
    '/api/puzzle-templates/generate',
    { schema: generate, preValidation: requireRole('admin') },
    async (req, reply) => {
      const { difficulty, count } = req.body;
      return reply.code(201).send(await generatePool(ctx, difficulty, count));
    },
  );

  const byId = routeSchema('get', {
    summary: 'A shared or restored puzzle',
    description: 'A daily puzzle of a day still to come is not found.',
    access: 'anyone',
    params: z.object({ id: TemplateIdParam }),
    query: TemplateByIdQuery,
    answers: { 200: json(PuzzleTemplateView) },
    errors: [404],
  });
  api.get('/api/puzzle-templates/:id', { schema: byId }, async (req, reply) =>
    noStore(reply).send(await templateById(ctx, req.params.id, req.query.mode)),
  );
}
