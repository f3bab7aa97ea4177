import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { Shell } from './components/Shell';
import { adminRoutes } from './games/admin/routes';
import { bloomRoutes } from './games/bloom/routes';
import { jottoRoutes } from './games/jotto/routes';
import { wordreeRoutes } from './games/wordree/routes';
// The home page (the landing page, to a visitor) is most visits' first screen: it comes with the
// entry, as a chunk of its own would cost a phone one more round of requests before it shows.
import Home from './pages/Home';

// Every other page is its own chunk, so a first visit downloads only the screen it lands on.
const Profile = lazy(() => import('./pages/profile/Profile'));
const Privacy = lazy(() => import('./pages/privacy/Privacy'));
const Login = lazy(() => import('./pages/login/Login'));
const Logout = lazy(() => import('./pages/logout/Logout'));
const VerifyEmail = lazy(() => import('./pages/email-links/VerifyEmail'));
const ResetPassword = lazy(() => import('./pages/email-links/ResetPassword'));
const NotFound = lazy(() => import('./pages/NotFound'));

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/profile', element: <Profile /> },
      { path: '/privacy', element: <Privacy /> },
      { path: '/login', element: <Login /> },
      { path: '/logout', element: <Logout /> },
      // Where mailed links open (the token rides in the fragment).
      { path: '/verify-email', element: <VerifyEmail /> },
      { path: '/reset-password', element: <ResetPassword /> },
      // Each game owns its routes (and their lazy chunks).
      ...wordreeRoutes,
      ...jottoRoutes,
      ...bloomRoutes,
      ...adminRoutes,
      { path: '*', element: <NotFound /> },
    ],
  },
];
