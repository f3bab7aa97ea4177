import type { FastifyInstance, FastifyReply } from 'fastify';
import { identityOf, parseInput, requireRole } from '@hub/kit';
import {
  GenerateTemplatesBody,
  RandomTemplateQuery,
  TemplateByIdQuery,
  TemplateCountQuery,
  TemplateIdParam,
} from '@hub/proto';
import type { WordreeContext } from '../play/context';
import { dailyPuzzle } from '../play/daily.service';
import { generatePool, poolCount, randomTemplate, templateById } from '../play/templates.service';

/** Puzzle fetches are never cached; the screen adds a timestamp besides (docs/rules.md#wordree). */
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export function templatesRoutes(app: FastifyInstance, ctx: WordreeContext): void {
  app.get('/api/puzzle-templates/random', async (req, reply) => {
    const { difficulty, exclude } = parseInput(RandomTemplateQuery, req.query);
    return noStore(reply).send(await randomTemplate(ctx, difficulty, exclude));
  });

  app.get('/api/puzzle-templates/daily', async (req, reply) =>
    noStore(reply).send(await dailyPuzzle(ctx, identityOf(req))),
  );

  app.get('/api/puzzle-templates/count', async (req) => {
    const { difficulty } = parseInput(TemplateCountQuery, req.query);
    return poolCount(ctx, difficulty);
  });

  // For the admin dashboard (through the admin service, which forwards the admin's identity).
  app.post(
    '/api/puzzle-templates/generate',
    { preHandler: requireRole('admin') },
    async (req, reply) => {
      const { difficulty, count } = parseInput(GenerateTemplatesBody, req.body ?? {});
      return reply.code(201).send(await generatePool(ctx, difficulty, count));
    },
  );

  app.get<{ Params: { id: string } }>('/api/puzzle-templates/:id', async (req, reply) => {
    const id = parseInput(TemplateIdParam, req.params.id);
    const { mode } = parseInput(TemplateByIdQuery, req.query);
    return noStore(reply).send(await templateById(ctx, id, mode));
  });
}
