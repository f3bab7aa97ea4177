import type { FastifyInstance } from 'fastify';
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
export function archiveRoutes(app: FastifyInstance, ctx: PlayContext): void {
  app.get('/api/bloom/archive', async (req) => archiveCalendar(ctx, identityOf(req)));

  app.get('/api/bloom/archive/:day', async (req) =>
    archiveGarden(ctx, identityOf(req), req.params),
  );

  // A missing body reads as an empty one, so the answer names the first missing field.
  app.post('/api/bloom/archive/:day/state/save', async (req) => {
    const body = parseInput(BloomArchiveSaveBody, req.body ?? {});
    return saveArchiveState(ctx, identityOf(req), req.params, body);
  });

  app.post('/api/bloom/archive/:day/hint', async (req) => {
    const { board } = parseInput(BloomHintBody, req.body ?? {});
    return giveArchiveHint(ctx, identityOf(req), req.params, board);
  });

  app.post('/api/bloom/archive/:day/score', async (req, reply) => {
    const body = parseInput(BloomScoreBody, req.body ?? {});
    return reply.code(201).send(await finishArchiveGarden(ctx, identityOf(req), req.params, body));
  });

  app.get('/api/bloom/archive/:day/leaderboard', async (req) =>
    archiveLeaderboard(ctx, identityOf(req), req.params),
  );
}
