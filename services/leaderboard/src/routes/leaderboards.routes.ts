import type { FastifyInstance } from 'fastify';
import { forbidden, identityOf, routeSchema, typedRoutes, type Knex } from '@hub/kit';
import {
  dayKey,
  FINISH_FIRST,
  Leaderboard,
  LEADERBOARD_SIZE,
  LeaderboardParams,
  LeaderboardQuery,
  TodayDistribution,
} from '@hub/proto';
import { json } from '@hub/proto/api';
import { dailyMeasureCounts, ownDailyMeasure } from '../db/history.repository';
import { pointsOf, rankedPlayers, type RankedRow } from '../db/points.repository';
import { periodRange } from '../domain/periods';
import { todayDistributionOf } from '../domain/today';

/**
 * The global leaderboards: verified accounts only. Anyone may look; a guest or an unverified
 * account is told its points and why they are not ranked.
 */
export function leaderboardsRoutes(app: FastifyInstance, db: Knex): void {
  const api = typedRoutes(app);
  const board = routeSchema('get', {
    summary: "A game's global leaderboard",
    description:
      'Verified accounts only. A guest or an unverified account is told its points and why it is not listed.',
    access: 'anyone',
    params: LeaderboardParams,
    query: LeaderboardQuery,
    answers: { 200: json(Leaderboard) },
  });
  api.get('/api/leaderboards/:game', { schema: board }, async (req) => {
    const { game } = req.params;
    const { period } = req.query;
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
  const today = routeSchema('get', {
    summary: "How everyone who finished today's daily did",
    description:
      "The day's finishers in the game's measure (Jotto guesses, Bloom seconds, Wordree points), in the profile's buckets, and where you fall. Only for a player who has finished today's daily: 403 before.",
    access: 'anyone',
    params: LeaderboardParams,
    answers: { 200: json(TodayDistribution) },
    errors: [403],
  });
  api.get(
    '/api/leaderboards/:game/today',
    { schema: today },
    async (req): Promise<TodayDistribution> => {
      const { game } = req.params;
      const day = dayKey();
      const value = await ownDailyMeasure(db, { playerId: identityOf(req).playerId, game, day });
      if (value === null) throw forbidden(FINISH_FIRST);
      return todayDistributionOf(game, day, await dailyMeasureCounts(db, game, day), value);
    },
  );
}
