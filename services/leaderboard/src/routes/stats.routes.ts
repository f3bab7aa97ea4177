import type { FastifyInstance } from 'fastify';
import { userIdOf, type Knex } from '@hub/kit';
import { dayKey, STATS_HISTORY_PATH } from '@hub/proto';
import { dayTotalsOf, measureCountsOf, playDaysSince } from '../db/history.repository';
import { gamePlaysOf } from '../db/stats.repository';
import { gameStatsView } from '../domain/game-stats';
import { historyFrom, statsHistoryView } from '../domain/history';

const SIGN_IN_FOR_STATS = 'Sign in to see your stats';

export function statsRoutes(app: FastifyInstance, db: Knex): void {
  app.get('/api/user/stats', async (req) => {
    const userId = userIdOf(req, SIGN_IN_FOR_STATS);
    return gameStatsView(await gamePlaysOf(db, userId), dayKey());
  });

  app.get(STATS_HISTORY_PATH, async (req) => {
    const userId = userIdOf(req, SIGN_IN_FOR_STATS);
    const today = dayKey();
    const from = historyFrom(today);
    const [days, counts, playDays] = await Promise.all([
      dayTotalsOf(db, userId, from),
      measureCountsOf(db, userId),
      playDaysSince(db, userId, from),
    ]);
    return statsHistoryView({ days, counts, playDays }, today);
  });
}
