import { Router, type Response } from 'express';
import { identityOf, parseInput } from '@hub/kit';
import { WordInput, WordreeArchiveSubmitBody } from '@hub/proto';
import type { WordreeContext } from '../play/context';
import {
  addArchiveWord,
  archiveHint,
  getArchiveCalendar,
  getArchiveDay,
  getArchiveLeaderboard,
  startArchive,
  submitArchive,
} from '../play/archive.service';
import { gameIdOf } from './games.routes';

const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

/**
 * Past days' daily puzzles, played again unranked, guests included (docs/rules.md#the-archive):
 * the daily's own calls, each for one past day.
 */
export function archiveRoutes(ctx: WordreeContext): Router {
  const router = Router();

  router.get('/api/wordree/archive', async (req, res) => {
    noStore(res).json(await getArchiveCalendar(ctx, identityOf(req)));
  });

  router.get('/api/wordree/archive/:day', async (req, res) => {
    noStore(res).json(await getArchiveDay(ctx, identityOf(req), req.params));
  });

  router.post('/api/wordree/archive/:day/games', async (req, res) => {
    const body = parseInput(WordInput, req.body ?? {});
    res.status(201).json(await startArchive(ctx, identityOf(req), req.params, body));
  });

  router.post('/api/wordree/archive/:day/games/:id/words', async (req, res) => {
    const body = parseInput(WordInput, req.body ?? {});
    const gameId = gameIdOf(req.params.id);
    res.json(await addArchiveWord(ctx, identityOf(req), req.params, gameId, body));
  });

  router.get('/api/wordree/archive/:day/games/:id/hint', async (req, res) => {
    const gameId = gameIdOf(req.params.id);
    noStore(res).json(await archiveHint(ctx, identityOf(req), req.params, gameId));
  });

  router.post('/api/wordree/archive/:day/submit', async (req, res) => {
    const body = parseInput(WordreeArchiveSubmitBody, req.body ?? {});
    res.status(201).json(await submitArchive(ctx, identityOf(req), req.params, body));
  });

  router.get('/api/wordree/archive/:day/leaderboard', async (req, res) => {
    noStore(res).json(await getArchiveLeaderboard(ctx, identityOf(req), req.params));
  });

  return router;
}
