import { Router } from 'express';
import { identityOf, parseInput, type Knex } from '@hub/kit';
import {
  dayKey,
  LEADERBOARD_SIZE,
  LeaderboardParams,
  LeaderboardQuery,
  type Leaderboard,
} from '@hub/proto';
import { rankedPlayers, type RankedRow } from '../db/points.repository';
import { periodRange } from '../domain/periods';

/** The global leaderboards: open to guests too, who see their own (guest) rank. */
export function leaderboardsRoutes(db: Knex): Router {
  const router = Router();

  router.get('/api/leaderboards/:game', async (req, res) => {
    const { game } = parseInput(LeaderboardParams, req.params);
    const { period } = parseInput(LeaderboardQuery, req.query);
    const { playerId } = identityOf(req);
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
    const body: Leaderboard = {
      game,
      period,
      ...range,
      entries: top.map(entry),
      you: own && entry(own),
    };
    res.json(body);
  });

  return router;
}
