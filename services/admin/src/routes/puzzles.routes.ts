import { Router } from 'express';
import { identityOf, parseInput } from '@hub/kit';
import { AdminGenerateBody, AdminPuzzleCountQuery } from '@hub/proto';
import type { AdminContext } from '../context';
import { generatePuzzles, puzzleCount } from '../dashboard/puzzles.service';

export function puzzlesRoutes(ctx: AdminContext): Router {
  const router = Router();

  router.get('/api/admin/puzzle-count', async (req, res) => {
    const { difficulty } = parseInput(AdminPuzzleCountQuery, req.query);
    res.json(await puzzleCount(ctx, identityOf(req), difficulty));
  });

  router.post('/api/admin/generate-puzzle', async (req, res) => {
    const parameters = parseInput(AdminGenerateBody, req.body ?? {});
    res.status(201).json(await generatePuzzles(ctx, identityOf(req), parameters));
  });

  return router;
}
