import type { FastifyInstance } from 'fastify';
import { identityOf, parseInput } from '@hub/kit';
import { BloomDailyQuery } from '@hub/proto';
import type { PlayContext } from '../play/context';
import { dailyLeaderboard, dailyView } from '../play/daily.service';

export function dailyRoutes(app: FastifyInstance, ctx: PlayContext): void {
  app.get('/api/bloom/daily', async (req) =>
    dailyView(ctx, identityOf(req), parseInput(BloomDailyQuery, req.query)),
  );

  app.get('/api/bloom/leaderboard', async (req) => dailyLeaderboard(ctx, identityOf(req)));
}
