import { Router, type Request } from 'express';
import { notFound, parseInput, userIdOf } from '@hub/kit';
import { JottoCreateMatchBody, JottoGuessBody, JottoSecretWordBody } from '@hub/proto';
import { z } from 'zod';
import type { JottoContext } from '../context';
import { MATCH_MESSAGES } from '../domain/match-rules';
import {
  createMatch,
  getMatch,
  giveSecretWord,
  guessInMatch,
  listMatches,
} from '../matches/matches.service';

export const SIGN_IN_FIRST = 'Sign in to play VS matches';

/** Anything that is not a match id names no match: a 404, never a database error. */
function matchIdOf(req: Request): string {
  const parsed = z.uuid().safeParse(req.params.id);
  if (!parsed.success) throw notFound(MATCH_MESSAGES.notFound);
  return parsed.data;
}

/** VS matches: signed-in players only, identified by their user id. */
export function matchesRoutes(ctx: JottoContext): Router {
  const router = Router();

  router.get('/api/jotto/matches', async (req, res) => {
    res.json(await listMatches(ctx, userIdOf(req, SIGN_IN_FIRST)));
  });

  router.post('/api/jotto/match', async (req, res) => {
    const userId = userIdOf(req, SIGN_IN_FIRST);
    const { word } = parseInput(JottoCreateMatchBody, req.body ?? {});
    res.status(201).json(await createMatch(ctx, userId, word));
  });

  router.get('/api/jotto/match/:id', async (req, res) => {
    const userId = userIdOf(req, SIGN_IN_FIRST);
    res.json(await getMatch(ctx, userId, matchIdOf(req)));
  });

  router.post('/api/jotto/match/:id/word', async (req, res) => {
    const userId = userIdOf(req, SIGN_IN_FIRST);
    const matchId = matchIdOf(req);
    const { word } = parseInput(JottoSecretWordBody, req.body ?? {});
    res.json(await giveSecretWord(ctx, userId, matchId, word));
  });

  router.post('/api/jotto/match/:id/guess', async (req, res) => {
    const userId = userIdOf(req, SIGN_IN_FIRST);
    const matchId = matchIdOf(req);
    const { guess } = parseInput(JottoGuessBody, req.body ?? {});
    res.json(await guessInMatch(ctx, userId, matchId, guess));
  });

  return router;
}
