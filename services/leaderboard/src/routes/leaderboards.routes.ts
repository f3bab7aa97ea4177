import type { FastifyInstance } from 'fastify';
import { identityOf, parseInput, type Knex } from '@hub/kit';
import {
  dayKey,
  LEADERBOARD_SIZE,
  LeaderboardParams,
  LeaderboardQuery,
  type Leaderboard,
} from '@hub/proto';
import { pointsOf, rankedPlayers, type RankedRow } from '../db/points.repository';
import { periodRange } from '../domain/periods';

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
}
