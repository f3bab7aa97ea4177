import type { FastifyInstance } from 'fastify';
import { forbidden, identityOf, parseInput, type Knex } from '@hub/kit';
import {
  dayKey,
  FINISH_FIRST,
  LEADERBOARD_SIZE,
  LeaderboardParams,
  LeaderboardQuery,
  type Leaderboard,
  type TodayDistribution,
} from '@hub/proto';
import { dailyMeasureCounts, ownDailyMeasure } from '../db/history.repository';
import { pointsOf, rankedPlayers, type RankedRow } from '../db/points.repository';
import { periodRange } from '../domain/periods';
import { todayDistributionOf } from '../domain/today';

/**
 * The global leaderboards: verified accounts only. Anyone may look; a guest or an unverified
 * account is told its points and why they are not ranked.
 */
export function leaderboardsRoutes(app: FastifyInstance, db: Knex): void {
  app.get('/api/leaderboards/:game', async (req) => {
    const { game } = parseInput(LeaderboardParams, req.params);
    const { period } = parseInput(LeaderboardQuery, req.query);
    const { playerId, userId } = identityOf(req);
    const range = periodRange(period, dayKey());
    const { top, own } = await rankedPlayers(db, {
      game,
      range,
      playerId,
      size: LEADERBOARD_SIZE,
    });
    const entry = ({ playerId: id, displayName, points, rank }: RankedRow) => ({
      rank,
      displayName,
      points,
      isYou: id === playerId,
    });
    const unlistedPoints = own ? 0 : await pointsOf(db, { game, range, playerId });
    const body: Leaderboard = {
      game,
      period,
      ...range,
      entries: top.map(entry),
      you: own && entry(own),
      notListed:
        unlistedPoints > 0
          ? { points: unlistedPoints, reason: userId ? 'unverified' : 'guest' }
          : null,
    };
    return body;
  });

  // How everyone did today, for the completion dialog: only to a player who finished today's
  // daily (from the game's event, a moment after the finish), so it never helps one who has not.
  app.get('/api/leaderboards/:game/today', async (req): Promise<TodayDistribution> => {
    const { game } = parseInput(LeaderboardParams, req.params);
    const day = dayKey();
    const value = await ownDailyMeasure(db, { playerId: identityOf(req).playerId, game, day });
    if (value === null) throw forbidden(FINISH_FIRST);
    return todayDistributionOf(game, day, await dailyMeasureCounts(db, game, day), value);
  });
}
