import type { FastifyInstance } from 'fastify';
import { identityOf, routeSchema, typedRoutes } from '@hub/kit';
import {
  ArchiveCalendar,
  ArchiveDayParams,
  BloomArchiveGarden,
  BloomArchiveLeaderboard,
  BloomArchiveSaveBody,
  BloomHint,
  BloomHintBody,
  BloomSaveAnswer,
  BloomScoreAnswer,
  BloomScoreBody,
} from '@hub/proto';
import { json } from '@hub/proto/api';
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
  const api = typedRoutes(app);

  const calendar = routeSchema('get', {
    summary: 'Every past daily, newest first, with how far you got',
    description: 'Today and the days after it are never listed: they stay the daily and secret.',
    access: 'anyone',
    answers: { 200: json(ArchiveCalendar) },
  });
  api.get('/api/bloom/archive', { schema: calendar }, async (req) =>
    archiveCalendar(ctx, identityOf(req)),
  );

  const garden = routeSchema('get', {
    summary: "A past day's garden and your saved state",
    description:
      '404 for today, a later day or a day with no puzzle. The solution stays null until you have finished the garden.',
    access: 'anyone',
    params: ArchiveDayParams,
    answers: { 200: json(BloomArchiveGarden) },
    errors: [400, 404],
  });
  api.get('/api/bloom/archive/:day', { schema: garden }, async (req) =>
    archiveGarden(ctx, identityOf(req), req.params),
  );

  const save = routeSchema('post', {
    summary: 'Save your garden of a past day as it stands',
    description:
      "The first archive move starts the archive game's clock (a garden left unfinished on its day starts it afresh).",
    access: 'anyone',
    params: ArchiveDayParams,
    body: BloomArchiveSaveBody,
    answers: { 200: json(BloomSaveAnswer) },
    errors: [404, 409],
  });
  api.post('/api/bloom/archive/:day/state/save', { schema: save }, async (req) =>
    saveArchiveState(ctx, identityOf(req), req.params, req.body),
  );

  const hint = routeSchema('post', {
    summary: "One cell of a past day's solution",
    description: 'A flower placed wrongly is corrected first.',
    access: 'anyone',
    params: ArchiveDayParams,
    body: BloomHintBody,
    answers: { 200: json(BloomHint) },
    errors: [404, 409],
  });
  api.post('/api/bloom/archive/:day/hint', { schema: hint }, async (req) =>
    giveArchiveHint(ctx, identityOf(req), req.params, req.body.board),
  );

  const score = routeSchema('post', {
    summary: "Finish a past day's garden",
    description:
      'Archive play is never ranked and never counts for a streak; the server measures the time from your first archive move.',
    access: 'anyone',
    params: ArchiveDayParams,
    body: BloomScoreBody,
    answers: { 201: json(BloomScoreAnswer) },
    errors: [404, 409],
  });
  api.post('/api/bloom/archive/:day/score', { schema: score }, async (req, reply) =>
    reply.code(201).send(await finishArchiveGarden(ctx, identityOf(req), req.params, req.body)),
  );

  const leaderboard = routeSchema('get', {
    summary: "A past day's ranking, and where your archive finish would have stood",
    access: 'anyone',
    params: ArchiveDayParams,
    answers: { 200: json(BloomArchiveLeaderboard) },
    errors: [400, 404],
  });
  api.get('/api/bloom/archive/:day/leaderboard', { schema: leaderboard }, async (req) =>
    archiveLeaderboard(ctx, identityOf(req), req.params),
  );
}
