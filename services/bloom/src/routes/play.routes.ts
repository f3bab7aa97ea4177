import { Router } from 'express';
import { identityOf, parseInput } from '@hub/kit';
import { BloomHintBody, BloomSaveBody, BloomScoreBody } from '@hub/proto';
import type { PlayContext } from '../play/context';
import { giveHint, saveState } from '../play/play.service';
import { submitScore } from '../play/score.service';

export function playRoutes(ctx: PlayContext): Router {
  const router = Router();

  // A missing body reads as an empty one, so the answer names the first missing field.
  router.post('/api/bloom/state/save', async (req, res) => {
    const body = parseInput(BloomSaveBody, req.body ?? {});
    res.json(await saveState(ctx, identityOf(req), body));
  });

  router.post('/api/bloom/hint', async (req, res) => {
    const { board } = parseInput(BloomHintBody, req.body ?? {});
    res.json(await giveHint(ctx, identityOf(req), board));
  });

  router.post('/api/bloom/score', async (req, res) => {
    const body = parseInput(BloomScoreBody, req.body ?? {});
    res.status(201).json(await submitScore(ctx, identityOf(req), body));
  });

  return router;
}
