import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routes';
import { loadWordreePage } from './chunks';
import { preloadWordree } from './preload';

// Its own chunk: visitors of other pages never download the game.
export const wordreeRoutes: RouteObject[] = [
  {
    path: '/game/wordree',
    handle: { page: loadWordreePage, preload: preloadWordree } satisfies RouteHandle,
  },
];
