import type { FastifyInstance } from 'fastify';
import { identityOf, routeSchema, type Knex } from '@hub/kit';
import { LEADERBOARD_SIZE, VS_RATING_PATH, VsRatingBoard } from '@hub/proto';
import { json } from '@hub/proto/api';
import { rankedByRating, type RatedRow } from '../db/vs-ratings.repository';

/**
 * The Jotto VS rating board: verified accounts only, like the points boards (only matches
 * between two of them are rated). Anyone may look.
 */
export function vsRatingRoutes(app: FastifyInstance, db: Knex): void {
  const schema = routeSchema('get', {
    summary: 'Jotto VS players by rating',
    description: 'Verified accounts only; only matches between two of them are rated.',
    access: 'anyone',
    answers: { 200: json(VsRatingBoard) },
  });
  app.get(VS_RATING_PATH, { schema }, async (req) => {
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
