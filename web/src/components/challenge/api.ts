import { CreatedChallenge, type GameType } from '@hub/proto';
import { apiFetch } from '../../api/client';

const challengesPath = (game: GameType) => `/api/${game}/challenges`;

/** A challenge's address in the API. */
export const challengePath = (game: GameType, id: string) =>
  `${challengesPath(game)}/${encodeURIComponent(id)}`;

/**
 * The player's challenge to a day they have finished (the same one if asked again). Apart from
 * the reads (useChallenge.ts): the button needs none of the games' schemas.
 */
export const createChallenge = (game: GameType, day: string) =>
  apiFetch(challengesPath(game), CreatedChallenge, { method: 'POST', body: { day } });
