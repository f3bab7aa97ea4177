import type { FastifyInstance } from 'fastify';
import { notFound, refusedWith, routeSchema, typedRoutes, userIdOf } from '@hub/kit';
import {
  JottoCreatedMatch,
  JottoCreateMatchBody,
  JottoGuessBody,
  JottoMatch,
  JottoMatchGuessResult,
  JottoMatchList,
  JottoSecretWordBody,
} from '@hub/proto';
import { json } from '@hub/proto/api';
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

/** A match's id: anything else names no match, a 404 and never a database error. */
const MatchParams = refusedWith(z.object({ id: z.uuid() }), () =>
  notFound(MATCH_MESSAGES.notFound),
);

/** VS matches: signed-in players only, identified by their user id. */
export function matchesRoutes(app: FastifyInstance, ctx: JottoContext): void {
  const api = typedRoutes(app);

  api.get(
    '/api/jotto/matches',
    {
      schema: routeSchema('get', {
        summary: 'Your VS matches, and those waiting for a second player',
        access: 'account',
        answers: { 200: json(JottoMatchList) },
      }),
    },
    async (req) => listMatches(ctx, userIdOf(req, SIGN_IN_FIRST)),
  );

  api.post(
    '/api/jotto/match',
    {
      schema: routeSchema('post', {
        summary: 'Create a VS match',
        description: 'With your secret word, or choose it later.',
        access: 'account',
        body: JottoCreateMatchBody,
        answers: { 201: json(JottoCreatedMatch) },
      }),
    },
    async (req, reply) => {
      const userId = userIdOf(req, SIGN_IN_FIRST);
      return reply.code(201).send(await createMatch(ctx, userId, req.body.word));
    },
  );

  api.get(
    '/api/jotto/match/:id',
    {
      schema: routeSchema('get', {
        summary: 'A VS match as you see it',
        description: "Your own word, and your opponent's once the match is over.",
        access: 'account',
        params: MatchParams,
        answers: { 200: json(JottoMatch) },
        errors: [403, 404],
      }),
    },
    async (req) => getMatch(ctx, userIdOf(req, SIGN_IN_FIRST), req.params.id),
  );

  api.post(
    '/api/jotto/match/:id/word',
    {
      schema: routeSchema('post', {
        summary: 'Choose your secret word, or join a waiting match with yours',
        access: 'account',
        params: MatchParams,
        body: JottoSecretWordBody,
        answers: { 200: json(JottoMatch) },
        errors: [404, 409],
      }),
    },
    async (req) => giveSecretWord(ctx, userIdOf(req, SIGN_IN_FIRST), req.params.id, req.body.word),
  );

  api.post(
    '/api/jotto/match/:id/guess',
    {
      schema: routeSchema('post', {
        summary: "Guess your opponent's word, on your turn",
        access: 'account',
        params: MatchParams,
        body: JottoGuessBody,
        answers: { 200: json(JottoMatchGuessResult) },
        errors: [404, 409],
      }),
    },
    async (req) => guessInMatch(ctx, userIdOf(req, SIGN_IN_FIRST), req.params.id, req.body.guess),
  );
}
