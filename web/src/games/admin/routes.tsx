import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ComingSoon = lazy(() => import('../../pages/ComingSoon'));

export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    element: (
      <ComingSoon
        title="Admin Dashboard"
        tagline="Generate puzzles and manage the daily challenge"
      />
    ),
  },
];
