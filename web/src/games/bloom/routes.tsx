import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { GAMES } from '../../lib/games';

const ComingSoon = lazy(() => import('../../pages/ComingSoon'));

export const bloomRoutes: RouteObject[] = [
  {
    path: '/game/bloom',
    element: <ComingSoon game="bloom" title={GAMES.bloom.name} tagline={GAMES.bloom.tagline} />,
  },
];
