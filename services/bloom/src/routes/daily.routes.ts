import type { FastifyInstance } from 'fastify';
import { DAILY_STATUS_SCHEMA, identityOf, routeSchema, typedRoutes } from '@hub/kit';
import { BloomDailyInfo, BloomDailyQuery, BloomLeaderboard } from '@hub/proto';
import { json } from '@hub/proto/api';
import type { PlayContext } from '../play/context';
import { dailyLeaderboard, dailyStatus, dailyView } from '../play/daily.service';

export function dailyRoutes(app: FastifyInstance, ctx: PlayContext): void {
  const api = typedRoutes(app);

  const daily = routeSchema('get', {
    summary: "Today's garden and your saved state",
    description:
      "`purpose=play` (the default) is the player's view of the garden and starts their clock; the hub's countdown asks with `purpose=countdown`, which does not.",
    access: 'anyone',
    query: BloomDailyQuery,
    answers: { 200: json(BloomDailyInfo) },
  });
  api.get('/api/bloom/daily', { schema: daily }, async (req) =>
    dailyView(ctx, identityOf(req), req.query),
  );

  // The hub's question: unlike the daily itself, asking does not start the player's clock.
  api.get('/api/bloom/daily/status', { schema: DAILY_STATUS_SCHEMA }, async (req) =>
    dailyStatus(ctx, identityOf(req)),
  );

  const leaderboard = routeSchema('get', {
    summary: "Today's ranking, best first",
    access: 'anyone',
    answers: { 200: json(BloomLeaderboard) },
  });
  api.get('/api/bloom/leaderboard', { schema: leaderboard }, async (req) =>
    dailyLeaderboard(ctx, identityOf(req)),
  );
}
