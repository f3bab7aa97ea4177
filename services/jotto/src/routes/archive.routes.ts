import type { FastifyInstance } from 'fastify';
import { identityOf, routeSchema, typedRoutes } from '@hub/kit';
import {
  ArchiveCalendar,
  ArchiveDayParams,
  JottoArchiveGame,
  JottoArchiveLeaderboard,
  JottoDailyGuessResult,
  JottoGuessBody,
} from '@hub/proto';
import { json } from '@hub/proto/api';
import type { JottoContext } from '../context';
import {
  getArchiveCalendar,
  getArchiveGame,
  getArchiveLeaderboard,
  guessArchive,
} from '../daily/archive.service';

/** Past days' puzzles, played again unranked, guests included (docs/rules.md#the-archive). */
export function archiveRoutes(app: FastifyInstance, ctx: JottoContext): void {
  const api = typedRoutes(app);

  api.get(
    '/api/jotto/archive',
    {
      schema: routeSchema('get', {
        summary: 'Every past daily, newest first, with how far you got',
        description:
          'Today and the days after it are never listed: they stay the daily and secret.',
        access: 'anyone',
        answers: { 200: json(ArchiveCalendar) },
      }),
    },
    async (req) => getArchiveCalendar(ctx, identityOf(req)),
  );

  api.get(
    '/api/jotto/archive/:day',
    {
      schema: routeSchema('get', {
        summary: "A past day's puzzle and your guesses",
        description:
          '404 for today, a later day or a day with no puzzle. The word stays null until you have solved it.',
        access: 'anyone',
        params: ArchiveDayParams,
        answers: { 200: json(JottoArchiveGame) },
        errors: [400, 404],
      }),
    },
    async (req) => getArchiveGame(ctx, identityOf(req), req.params),
  );

  api.post(
    '/api/jotto/archive/:day/guess',
    {
      schema: routeSchema('post', {
        summary: "Guess a past day's word",
        description: 'Archive play is never ranked and never counts for a streak.',
        access: 'anyone',
        params: ArchiveDayParams,
        body: JottoGuessBody,
        answers: { 200: json(JottoDailyGuessResult) },
        errors: [404, 409],
      }),
    },
    async (req) => guessArchive(ctx, identityOf(req), req.params, req.body.guess),
  );

  api.get(
    '/api/jotto/archive/:day/leaderboard',
    {
      schema: routeSchema('get', {
        summary: "A past day's ranking, and where your archive solve would have stood",
        access: 'anyone',
        params: ArchiveDayParams,
        answers: { 200: json(JottoArchiveLeaderboard) },
        errors: [400, 404],
      }),
    },
    async (req) => getArchiveLeaderboard(ctx, identityOf(req), req.params),
  );
}
