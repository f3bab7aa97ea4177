import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routes';
import { loadBloomPage, preloadBloom } from './preload';

// Its own chunk: visitors of the landing page or the other games never download Bloom.
export const bloomRoutes: RouteObject[] = [
  {
    path: '/game/bloom',
    handle: { page: loadBloomPage, preload: preloadBloom } satisfies RouteHandle,
  },
];
