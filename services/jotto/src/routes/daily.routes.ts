import type { FastifyInstance } from 'fastify';
import { DAILY_STATUS_SCHEMA, identityOf, routeSchema, typedRoutes } from '@hub/kit';
import {
  JottoDaily,
  JottoDailyGuessResult,
  JottoGuessBody,
  JottoLeaderboard,
  JottoScoreBody,
  JottoScoreResult,
} from '@hub/proto';
import { json } from '@hub/proto/api';
import type { JottoContext } from '../context';
import {
  getDaily,
  getDailyLeaderboard,
  getDailyStatus,
  guessDaily,
  submitDailyScore,
} from '../daily/daily.service';

/** Today's puzzle for every player, guests included. */
export function dailyRoutes(app: FastifyInstance, ctx: JottoContext): void {
  const api = typedRoutes(app);

  api.get(
    '/api/jotto/daily',
    {
      schema: routeSchema('get', {
        summary: "Today's puzzle and your guesses",
        description: 'The word stays null until you have solved it.',
        access: 'anyone',
        answers: { 200: json(JottoDaily) },
      }),
    },
    async (req) => getDaily(ctx, identityOf(req)),
  );

  // The hub's question: unlike the daily itself, asking does not start the player's clock.
  api.get('/api/jotto/daily/status', { schema: DAILY_STATUS_SCHEMA }, async (req) =>
    getDailyStatus(ctx, identityOf(req)),
  );

  api.post(
    '/api/jotto/daily/guess',
    {
      schema: routeSchema('post', {
        summary: "Guess today's word",
        access: 'anyone',
        body: JottoGuessBody,
        answers: { 200: json(JottoDailyGuessResult) },
        errors: [409],
      }),
    },
    async (req) => guessDaily(ctx, identityOf(req), req.body.guess),
  );

  api.post(
    '/api/jotto/daily/score',
    {
      schema: routeSchema('post', {
        summary: "Put a solved daily on today's leaderboard",
        description: 'The server measures the time itself; a `timeTaken` sent is ignored.',
        access: 'anyone',
        // Checked for its shape only: the client's timeTaken is not used.
        body: JottoScoreBody,
        answers: { 200: json(JottoScoreResult) },
        errors: [409],
      }),
    },
    async (req) => submitDailyScore(ctx, identityOf(req)),
  );

  api.get(
    '/api/jotto/daily/leaderboard',
    {
      schema: routeSchema('get', {
        summary: "Today's ranking, best first",
        access: 'anyone',
        answers: { 200: json(JottoLeaderboard) },
      }),
    },
    async (req) => getDailyLeaderboard(ctx, identityOf(req)),
  );
}
