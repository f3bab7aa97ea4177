import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { identityOf, notFound, refusedWith, routeSchema, typedRoutes } from '@hub/kit';
import { StartGameBody, WordInput, WordreeGame, WordreeHint } from '@hub/proto';
import { json } from '@hub/proto/api';
import type { WordreeContext } from '../play/context';
import { addWord, finishGame, getGame, hintFor, startGame } from '../play/games.service';

/** A malformed id cannot name a game: answered as for any unknown game. */
export const gameNotFound = () => notFound('Game not found');
const GameParams = refusedWith(z.object({ id: z.uuid() }), gameNotFound);

export function gamesRoutes(app: FastifyInstance, ctx: WordreeContext): void {
  const api = typedRoutes(app);

  const start = routeSchema('post', {
    summary: 'Start a game with its first word',
    description: 'The server referees every word: it reads the word off the grid and scores it.',
    access: 'anyone',
    body: StartGameBody,
    answers: { 201: json(WordreeGame) },
    errors: [404, 410],
  });
  api.post('/api/games', { schema: start }, async (req, reply) =>
    reply.code(201).send(await startGame(ctx, identityOf(req), req.body)),
  );

  const game = routeSchema('get', {
    summary: 'One of your games',
    access: 'anyone',
    params: GameParams,
    answers: { 200: json(WordreeGame) },
    errors: [404],
  });
  api.get('/api/games/:id', { schema: game }, async (req) =>
    getGame(ctx, identityOf(req), req.params.id),
  );

  const word = routeSchema('post', {
    summary: 'Add a word to the chain',
    access: 'anyone',
    params: GameParams,
    body: WordInput,
    answers: { 200: json(WordreeGame) },
    errors: [404, 409, 410],
  });
  api.post('/api/games/:id/words', { schema: word }, async (req) =>
    addWord(ctx, identityOf(req), req.params.id, req.body),
  );

  const finish = routeSchema('post', {
    summary: 'Finish an endless game',
    description: 'A daily game ends when its score is submitted instead.',
    access: 'anyone',
    params: GameParams,
    answers: { 200: json(WordreeGame) },
    errors: [404],
  });
  api.post('/api/games/:id/finish', { schema: finish }, async (req) =>
    finishGame(ctx, identityOf(req), req.params.id),
  );

  const hint = routeSchema('get', {
    summary: 'A word that can follow the chain',
    access: 'anyone',
    params: GameParams,
    answers: { 200: json(WordreeHint) },
    errors: [404],
  });
  api.get('/api/games/:id/hint', { schema: hint }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return hintFor(ctx, identityOf(req), req.params.id);
  });
}
