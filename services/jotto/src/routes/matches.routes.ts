import type { FastifyInstance, FastifyRequest } from 'fastify';
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

const MatchParams = z.object({ id: z.uuid() });

/** Anything that is not a match id names no match: a 404, never a database error. */
function matchIdOf(req: FastifyRequest): string {
  const parsed = MatchParams.safeParse(req.params);
  if (!parsed.success) throw notFound(MATCH_MESSAGES.notFound);
  return parsed.data.id;
}

/** VS matches: signed-in players only, identified by their user id. */
export function matchesRoutes(app: FastifyInstance, ctx: JottoContext): void {
  app.get('/api/jotto/matches', async (req) => listMatches(ctx, userIdOf(req, SIGN_IN_FIRST)));

  app.post('/api/jotto/match', async (req, reply) => {
    const userId = userIdOf(req, SIGN_IN_FIRST);
    const { word } = parseInput(JottoCreateMatchBody, req.body ?? {});
    return reply.code(201).send(await createMatch(ctx, userId, word));
  });

  app.get('/api/jotto/match/:id', async (req) => {
    const userId = userIdOf(req, SIGN_IN_FIRST);
    return getMatch(ctx, userId, matchIdOf(req));
  });

  app.post('/api/jotto/match/:id/word', async (req) => {
    const userId = userIdOf(req, SIGN_IN_FIRST);
    const matchId = matchIdOf(req);
    const { word } = parseInput(JottoSecretWordBody, req.body ?? {});
    return giveSecretWord(ctx, userId, matchId, word);
  });

  app.post('/api/jotto/match/:id/guess', async (req) => {
    const userId = userIdOf(req, SIGN_IN_FIRST);
    const matchId = matchIdOf(req);
    const { guess } = parseInput(JottoGuessBody, req.body ?? {});
    return guessInMatch(ctx, userId, matchId, guess);
  });
}
