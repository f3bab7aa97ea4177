import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routeHandle';
import { loadBloomPage, preloadBloom } from './preload';

// Each screen its own chunk: visitors of the landing page or the other games never download
// Bloom, and today's garden never waits for the archive's screens.
const ArchivePage = lazy(() => import('./archive/ArchivePage'));
const ArchiveCalendarPage = lazy(() => import('../../components/archive/ArchiveCalendarPage'));
const ChallengePage = lazy(() => import('../../components/challenge/ChallengePage'));

export const bloomRoutes: RouteObject[] = [
  {
    path: '/game/bloom',
    handle: { page: loadBloomPage, preload: preloadBloom } satisfies RouteHandle,
  },
  { path: '/game/bloom/archive', element: <ArchiveCalendarPage game="bloom" /> },
  { path: '/game/bloom/archive/:day', element: <ArchivePage /> },
  { path: '/game/bloom/challenge/:id', element: <ChallengePage game="bloom" /> },
];
