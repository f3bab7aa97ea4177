import { Router, type Response } from 'express';
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
const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

export function templatesRoutes(ctx: WordreeContext): Router {
  const router = Router();

  router.get('/api/puzzle-templates/random', async (req, res) => {
    const { difficulty, exclude } = parseInput(RandomTemplateQuery, req.query);
    noStore(res).json(await randomTemplate(ctx, difficulty, exclude));
  });

  router.get('/api/puzzle-templates/daily', async (req, res) => {
    noStore(res).json(await dailyPuzzle(ctx, identityOf(req)));
  });

  router.get('/api/puzzle-templates/count', async (req, res) => {
    const { difficulty } = parseInput(TemplateCountQuery, req.query);
    res.json(await poolCount(ctx, difficulty));
  });

  // For the admin dashboard (through the admin service, which forwards the admin's identity).
  router.post('/api/puzzle-templates/generate', requireRole('admin'), async (req, res) => {
    const { difficulty, count } = parseInput(GenerateTemplatesBody, req.body ?? {});
    res.status(201).json(await generatePool(ctx, difficulty, count));
  });

  router.get('/api/puzzle-templates/:id', async (req, res) => {
    const id = parseInput(TemplateIdParam, req.params.id);
    const { mode } = parseInput(TemplateByIdQuery, req.query);
    noStore(res).json(await templateById(ctx, id, mode));
  });

  return router;
}
