import { GAME_NAMES, type GameType } from '@hub/proto';

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
    name: GAME_NAMES.wordree,
    tagline: 'Build word chains on a letter grid',
    path: '/game/wordree',
  },
  jotto: {
    type: 'jotto',
    name: GAME_NAMES.jotto,
    tagline: 'Guess the 5-letter word',
    path: '/game/jotto',
  },
  bloom: {
    type: 'bloom',
    name: GAME_NAMES.bloom,
    tagline: 'Place flowers following logic rules',
    path: '/game/bloom',
  },
};
