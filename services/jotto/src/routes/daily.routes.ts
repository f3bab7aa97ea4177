import type { FastifyInstance } from 'fastify';
import { identityOf, parseInput } from '@hub/kit';
import { JottoGuessBody, JottoScoreBody } from '@hub/proto';
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
  app.get('/api/jotto/daily', async (req) => getDaily(ctx, identityOf(req)));

  // The hub's question: unlike the daily itself, asking does not start the player's clock.
  app.get('/api/jotto/daily/status', async (req) => getDailyStatus(ctx, identityOf(req)));

  app.post('/api/jotto/daily/guess', async (req) => {
    const { guess } = parseInput(JottoGuessBody, req.body ?? {});
    return guessDaily(ctx, identityOf(req), guess);
  });

  app.post('/api/jotto/daily/score', async (req) => {
    // Parsed for its shape only: the client's timeTaken is not used.
    parseInput(JottoScoreBody, req.body ?? {});
    return submitDailyScore(ctx, identityOf(req));
  });

  app.get('/api/jotto/daily/leaderboard', async (req) => getDailyLeaderboard(ctx, identityOf(req)));
}
