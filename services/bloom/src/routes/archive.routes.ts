import { Router } from 'express';
import { identityOf, parseInput } from '@hub/kit';
import { BloomArchiveSaveBody, BloomHintBody, BloomScoreBody } from '@hub/proto';
import type { PlayContext } from '../play/context';
import {
  archiveCalendar,
  archiveGarden,
  archiveLeaderboard,
  finishArchiveGarden,
  giveArchiveHint,
  saveArchiveState,
} from '../play/archive.service';

/**
 * Past days' gardens, played again unranked, guests included (docs/rules.md#the-archive): the
 * daily's calls, under the day's address.
 */
export function archiveRoutes(ctx: PlayContext): Router {
  const router = Router();

  router.get('/api/bloom/archive', async (req, res) => {
    res.json(await archiveCalendar(ctx, identityOf(req)));
  });

  router.get('/api/bloom/archive/:day', async (req, res) => {
    res.json(await archiveGarden(ctx, identityOf(req), req.params));
  });

  // A missing body reads as an empty one, so the answer names the first missing field.
  router.post('/api/bloom/archive/:day/state/save', async (req, res) => {
    const body = parseInput(BloomArchiveSaveBody, req.body ?? {});
    res.json(await saveArchiveState(ctx, identityOf(req), req.params, body));
  });

  router.post('/api/bloom/archive/:day/hint', async (req, res) => {
    const { board } = parseInput(BloomHintBody, req.body ?? {});
    res.json(await giveArchiveHint(ctx, identityOf(req), req.params, board));
  });

  router.post('/api/bloom/archive/:day/score', async (req, res) => {
    const body = parseInput(BloomScoreBody, req.body ?? {});
    res.status(201).json(await finishArchiveGarden(ctx, identityOf(req), req.params, body));
  });

  router.get('/api/bloom/archive/:day/leaderboard', async (req, res) => {
    res.json(await archiveLeaderboard(ctx, identityOf(req), req.params));
  });

  return router;
}
