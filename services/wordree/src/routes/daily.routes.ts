import { Router } from 'express';
import { identityOf, parseInput, requireRole } from '@hub/kit';
import {
  WordreeSubmitBody,
  HistoricalLeaderboardQuery,
  HistoricalLeaderboardsQuery,
} from '@hub/proto';
import type { WordreeContext } from '../play/context';
import {
  dailyLeaderboard,
  historicalLeaderboard,
  historicalLeaderboards,
  regenerateDaily,
  submitDaily,
} from '../play/daily.service';
import { dailyProgress } from '../play/daily-progress.service';

export function dailyRoutes(ctx: WordreeContext): Router {
  const router = Router();

  router.get('/api/daily-puzzle/leaderboard', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await dailyLeaderboard(ctx));
  });

  // The player's own chain and submission for today, for whichever device they play on.
  router.get('/api/daily-puzzle/progress', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await dailyProgress(ctx, identityOf(req)));
  });

  router.post('/api/daily-puzzle/submit', async (req, res) => {
    const body = parseInput(WordreeSubmitBody, req.body ?? {});
    res.status(201).json(await submitDaily(ctx, identityOf(req), body));
  });

  // For the admin dashboard: replaces today's puzzle (the old one keeps its submissions).
  router.post('/api/daily-puzzle/regenerate', requireRole('admin'), async (_req, res) => {
    res.status(201).json(await regenerateDaily(ctx));
  });

  router.get('/api/historical-leaderboard', async (req, res) => {
    const { date } = parseInput(HistoricalLeaderboardQuery, req.query);
    res.json(await historicalLeaderboard(ctx, date));
  });

  router.get('/api/historical-leaderboards', async (req, res) => {
    const { limit } = parseInput(HistoricalLeaderboardsQuery, req.query);
    res.json(await historicalLeaderboards(ctx, limit));
  });

  return router;
}
