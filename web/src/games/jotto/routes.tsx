import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { GAMES } from '../../lib/games';

const ComingSoon = lazy(() => import('../../pages/ComingSoon'));

const comingSoon = (title: string) => (
  <ComingSoon game="jotto" title={title} tagline={GAMES.jotto.tagline} />
);

export const jottoRoutes: RouteObject[] = [
  { path: '/game/jotto', element: comingSoon(GAMES.jotto.name) },
  { path: '/game/jotto/daily', element: comingSoon('Jotto Daily Challenge') },
  { path: '/game/jotto/vs', element: comingSoon('Jotto VS') },
  { path: '/game/jotto/vs/:matchId', element: comingSoon('Jotto VS Match') },
];
