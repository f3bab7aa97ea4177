import { Router } from 'express';
import { identityOf, parseInput } from '@hub/kit';
import { JottoGuessBody, JottoScoreBody } from '@hub/proto';
import type { JottoContext } from '../context';
import {
  getDaily,
  getDailyLeaderboard,
  guessDaily,
  submitDailyScore,
} from '../daily/daily.service';

/** Today's puzzle for every player, guests included. */
export function dailyRoutes(ctx: JottoContext): Router {
  const router = Router();

  router.get('/api/jotto/daily', async (req, res) => {
    res.json(await getDaily(ctx, identityOf(req)));
  });

  router.post('/api/jotto/daily/guess', async (req, res) => {
    const { guess } = parseInput(JottoGuessBody, req.body ?? {});
    res.json(await guessDaily(ctx, identityOf(req), guess));
  });

  router.post('/api/jotto/daily/score', async (req, res) => {
    // Parsed for its shape only: the client's timeTaken is not used.
    parseInput(JottoScoreBody, req.body ?? {});
    res.json(await submitDailyScore(ctx, identityOf(req)));
  });

  router.get('/api/jotto/daily/leaderboard', async (req, res) => {
    res.json(await getDailyLeaderboard(ctx, identityOf(req)));
  });

  return router;
}
