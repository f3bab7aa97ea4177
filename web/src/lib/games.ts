import type { GameType } from '@hub/proto';

export interface GameInfo {
  type: GameType;
  name: string;
  tagline: string;
  path: string;
}

/** The catalogue every screen lists games from, in the hub's order. */
export const GAMES: Record<GameType, GameInfo> = {
  wordree: {
    type: 'wordree',
    name: 'Wordree',
    tagline: 'Build word chains on a letter grid',
    path: '/game/wordree',
  },
  jotto: {
    type: 'jotto',
    name: 'Jotto',
    tagline: 'Guess the 5-letter word',
    path: '/game/jotto',
  },
  bloom: {
    type: 'bloom',
    name: 'Bloom',
    tagline: 'Place flowers following logic rules',
    path: '/game/bloom',
  },
};
