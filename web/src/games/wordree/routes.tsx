import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { GAMES } from '../../lib/games';

const ComingSoon = lazy(() => import('../../pages/ComingSoon'));

export const wordreeRoutes: RouteObject[] = [
  {
    path: '/game/wordree',
    element: (
      <ComingSoon game="wordree" title={GAMES.wordree.name} tagline={GAMES.wordree.tagline} />
    ),
  },
];
