import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../routeHandle';
import { loadWordreePage, preloadWordree } from './preload';

// The archive's screens are chunks of their own, off the daily's first screen.
const ArchiveCalendarPage = lazy(() => import('../../components/archive/ArchiveCalendarPage'));
const ArchivePage = lazy(() => import('./archive/ArchivePage'));
const ChallengePage = lazy(() => import('../../components/challenge/ChallengePage'));

// Its own chunk: visitors of other pages never download the game.
export const wordreeRoutes: RouteObject[] = [
  {
    path: '/game/wordree',
    handle: { page: loadWordreePage, preload: preloadWordree } satisfies RouteHandle,
  },
  { path: '/game/wordree/archive', element: <ArchiveCalendarPage game="wordree" /> },
  { path: '/game/wordree/archive/:day', element: <ArchivePage /> },
  { path: '/game/wordree/challenge/:id', element: <ChallengePage game="wordree" /> },
];
