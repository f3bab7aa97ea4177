import { Router } from 'express';
import { z } from 'zod';
import { identityOf, notFound, parseInput } from '@hub/kit';
import { StartGameBody, WordInput } from '@hub/proto';
import type { WordreeContext } from '../play/context';
import { addWord, finishGame, getGame, hintFor, startGame } from '../play/games.service';

/** A malformed id cannot name a game: answer as for any unknown game. */
export function gameIdOf(raw: string | undefined): string {
  const parsed = z.uuid().safeParse(raw);
  if (!parsed.success) throw notFound('Game not found');
  return parsed.data;
}

export function gamesRoutes(ctx: WordreeContext): Router {
  const router = Router();

  router.post('/api/games', async (req, res) => {
    const body = parseInput(StartGameBody, req.body ?? {});
    res.status(201).json(await startGame(ctx, identityOf(req), body));
  });

  router.get('/api/games/:id', async (req, res) => {
    res.json(await getGame(ctx, identityOf(req), gameIdOf(req.params.id)));
  });

  router.post('/api/games/:id/words', async (req, res) => {
    const body = parseInput(WordInput, req.body ?? {});
    res.json(await addWord(ctx, identityOf(req), gameIdOf(req.params.id), body));
  });

  router.post('/api/games/:id/finish', async (req, res) => {
    res.json(await finishGame(ctx, identityOf(req), gameIdOf(req.params.id)));
  });

  router.get('/api/games/:id/hint', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await hintFor(ctx, identityOf(req), gameIdOf(req.params.id)));
  });

  return router;
}
