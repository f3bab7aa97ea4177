import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Its own chunk: players never download the dashboard.
const AdminPage = lazy(() => import('./AdminPage'));

export const adminRoutes: RouteObject[] = [{ path: '/admin', element: <AdminPage /> }];
