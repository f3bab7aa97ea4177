import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Its own chunk: visitors of the landing page or the other games never download Bloom.
const BloomPage = lazy(() => import('./BloomPage'));

export const bloomRoutes: RouteObject[] = [{ path: '/game/bloom', element: <BloomPage /> }];
