import type { FastifyInstance, FastifyReply } from 'fastify';
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

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

interface ArchiveGameParams {
  Params: { day: string; id: string };
}

/**
 * Past days' daily puzzles, played again unranked, guests included (docs/rules.md#the-archive):
 * the daily's own calls, each for one past day.
 */
export function archiveRoutes(app: FastifyInstance, ctx: WordreeContext): void {
  app.get('/api/wordree/archive', async (req, reply) =>
    noStore(reply).send(await getArchiveCalendar(ctx, identityOf(req))),
  );

  app.get('/api/wordree/archive/:day', async (req, reply) =>
    noStore(reply).send(await getArchiveDay(ctx, identityOf(req), req.params)),
  );

  app.post('/api/wordree/archive/:day/games', async (req, reply) => {
    const body = parseInput(WordInput, req.body ?? {});
    return reply.code(201).send(await startArchive(ctx, identityOf(req), req.params, body));
  });

  app.post<ArchiveGameParams>('/api/wordree/archive/:day/games/:id/words', async (req) => {
    const body = parseInput(WordInput, req.body ?? {});
    const gameId = gameIdOf(req.params.id);
    return addArchiveWord(ctx, identityOf(req), req.params, gameId, body);
  });

  app.get<ArchiveGameParams>('/api/wordree/archive/:day/games/:id/hint', async (req, reply) => {
    const gameId = gameIdOf(req.params.id);
    return noStore(reply).send(await archiveHint(ctx, identityOf(req), req.params, gameId));
  });

  app.post('/api/wordree/archive/:day/submit', async (req, reply) => {
    const body = parseInput(WordreeArchiveSubmitBody, req.body ?? {});
    return reply.code(201).send(await submitArchive(ctx, identityOf(req), req.params, body));
  });

  app.get('/api/wordree/archive/:day/leaderboard', async (req, reply) =>
    noStore(reply).send(await getArchiveLeaderboard(ctx, identityOf(req), req.params)),
  );
}
