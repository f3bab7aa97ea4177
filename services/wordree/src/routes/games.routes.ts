import type { FastifyInstance } from 'fastify';
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

interface GameParams {
  Params: { id: string };
}

export function gamesRoutes(app: FastifyInstance, ctx: WordreeContext): void {
  app.post('/api/games', async (req, reply) => {
    const body = parseInput(StartGameBody, req.body ?? {});
    return reply.code(201).send(await startGame(ctx, identityOf(req), body));
  });

  app.get<GameParams>('/api/games/:id', async (req) =>
    getGame(ctx, identityOf(req), gameIdOf(req.params.id)),
  );

  app.post<GameParams>('/api/games/:id/words', async (req) => {
    const body = parseInput(WordInput, req.body ?? {});
    return addWord(ctx, identityOf(req), gameIdOf(req.params.id), body);
  });

  app.post<GameParams>('/api/games/:id/finish', async (req) =>
    finishGame(ctx, identityOf(req), gameIdOf(req.params.id)),
  );

  app.get<GameParams>('/api/games/:id/hint', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return hintFor(ctx, identityOf(req), gameIdOf(req.params.id));
  });
}
