import type { FastifyInstance } from 'fastify';
import { identityOf, parseInput } from '@hub/kit';
import { BloomDailyQuery } from '@hub/proto';
import type { PlayContext } from '../play/context';
import { dailyLeaderboard, dailyStatus, dailyView } from '../play/daily.service';

export function dailyRoutes(app: FastifyInstance, ctx: PlayContext): void {
  app.get('/api/bloom/daily', async (req) =>
    dailyView(ctx, identityOf(req), parseInput(BloomDailyQuery, req.query)),
  );

  // The hub's question: unlike the daily itself, asking does not start the player's clock.
  app.get('/api/bloom/daily/status', async (req) => dailyStatus(ctx, identityOf(req)));

  app.get('/api/bloom/leaderboard', async (req) => dailyLeaderboard(ctx, identityOf(req)));
}
