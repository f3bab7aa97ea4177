import { Router } from 'express';
import { identityOf, parseInput } from '@hub/kit';
import { JottoGuessBody } from '@hub/proto';
import type { JottoContext } from '../context';
import {
  getArchiveCalendar,
  getArchiveGame,
  getArchiveLeaderboard,
  guessArchive,
} from '../daily/archive.service';

/** Past days' puzzles, played again unranked, guests included (docs/rules.md#the-archive). */
export function archiveRoutes(ctx: JottoContext): Router {
  const router = Router();

  router.get('/api/jotto/archive', async (req, res) => {
    res.json(await getArchiveCalendar(ctx, identityOf(req)));
  });

  router.get('/api/jotto/archive/:day', async (req, res) => {
    res.json(await getArchiveGame(ctx, identityOf(req), req.params));
  });

  router.post('/api/jotto/archive/:day/guess', async (req, res) => {
    const { guess } = parseInput(JottoGuessBody, req.body ?? {});
    res.json(await guessArchive(ctx, identityOf(req), req.params, guess));
  });

  router.get('/api/jotto/archive/:day/leaderboard', async (req, res) => {
    res.json(await getArchiveLeaderboard(ctx, identityOf(req), req.params));
  });

  return router;
}
