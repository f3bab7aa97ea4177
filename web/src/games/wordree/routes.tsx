import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Its own chunk: visitors of other pages never download the game.
const WordreePage = lazy(() => import('./WordreePage'));

export const wordreeRoutes: RouteObject[] = [{ path: '/game/wordree', element: <WordreePage /> }];
