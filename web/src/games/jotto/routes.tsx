import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Each screen is its own chunk: opening the daily does not download the VS screens.
const JottoHub = lazy(() => import('./hub/JottoHub'));
const DailyPage = lazy(() => import('./daily/DailyPage'));
const VsListPage = lazy(() => import('./vs/VsListPage'));
const MatchPage = lazy(() => import('./vs/MatchPage'));
const ArchivePage = lazy(() => import('./archive/ArchivePage'));
const ArchiveCalendarPage = lazy(() => import('../../components/archive/ArchiveCalendarPage'));
const ChallengePage = lazy(() => import('../../components/challenge/ChallengePage'));

export const jottoRoutes: RouteObject[] = [
  { path: '/game/jotto', element: <JottoHub /> },
  { path: '/game/jotto/daily', element: <DailyPage /> },
  { path: '/game/jotto/archive', element: <ArchiveCalendarPage game="jotto" /> },
  { path: '/game/jotto/archive/:day', element: <ArchivePage /> },
  { path: '/game/jotto/challenge/:id', element: <ChallengePage game="jotto" /> },
  { path: '/game/jotto/vs', element: <VsListPage /> },
  { path: '/game/jotto/vs/:matchId', element: <MatchPage /> },
];
