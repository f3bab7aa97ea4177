import type { FastifyInstance } from 'fastify';
import { identityOf, type Knex } from '@hub/kit';
import { LEADERBOARD_SIZE, VS_RATING_PATH, type VsRatingBoard } from '@hub/proto';
import { rankedByRating, type RatedRow } from '../db/vs-ratings.repository';

/**
 * The Jotto VS rating board: verified accounts only, like the points boards (only matches
 * between two of them are rated). Anyone may look.
 */
export function vsRatingRoutes(app: FastifyInstance, db: Knex): void {
  app.get(VS_RATING_PATH, async (req) => {
    const { playerId } = identityOf(req);
    const { top, own } = await rankedByRating(db, {
      game: 'jotto',
      playerId,
      size: LEADERBOARD_SIZE,
    });
    const entry = ({ playerId: id, displayName, rating, matches, rank }: RatedRow) => ({
      rank,
      displayName,
      rating,
      matches,
      isYou: id === playerId,
    });
    const body: VsRatingBoard = {
      entries: top.map(entry),
      you: own && entry(own),
    };
    return body;
  });
}
