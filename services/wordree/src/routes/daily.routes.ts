import type { FastifyInstance } from 'fastify';
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
import { dailyProgress, dailyStatus } from '../play/daily-progress.service';

export function dailyRoutes(app: FastifyInstance, ctx: WordreeContext): void {
  app.get('/api/daily-puzzle/leaderboard', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return dailyLeaderboard(ctx);
  });

  // The player's own chain and submission for today, for whichever device they play on.
  app.get('/api/daily-puzzle/progress', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return dailyProgress(ctx, identityOf(req));
  });

  // The hub's question: unlike the daily itself, asking does not start the player's clock.
  app.get('/api/wordree/daily/status', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return dailyStatus(ctx, identityOf(req));
  });

  app.post('/api/daily-puzzle/submit', async (req, reply) => {
    const body = parseInput(WordreeSubmitBody, req.body ?? {});
    return reply.code(201).send(await submitDaily(ctx, identityOf(req), body));
  });

  // For the admin dashboard: replaces today's puzzle (the old one keeps its submissions).
  app.post(
    '/api/daily-puzzle/regenerate',
    { preHandler: requireRole('admin') },
    async (_req, reply) => reply.code(201).send(await regenerateDaily(ctx)),
  );

  app.get('/api/historical-leaderboard', async (req) => {
    const { date } = parseInput(HistoricalLeaderboardQuery, req.query);
    return historicalLeaderboard(ctx, date);
  });

  app.get('/api/historical-leaderboards', async (req) => {
    const { limit } = parseInput(HistoricalLeaderboardsQuery, req.query);
    return historicalLeaderboards(ctx, limit);
  });
}
