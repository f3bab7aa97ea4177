import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { Shell } from './components/Shell';
import { adminRoutes } from './games/admin/routes';
import { bloomRoutes } from './games/bloom/routes';
import { jottoRoutes } from './games/jotto/routes';
import { wordreeRoutes } from './games/wordree/routes';

// Each page is its own chunk, so a first visit downloads only the screen it lands on.
const Home = lazy(() => import('./pages/Home'));
const Profile = lazy(() => import('./pages/profile/Profile'));
const Privacy = lazy(() => import('./pages/privacy/Privacy'));
const Login = lazy(() => import('./pages/login/Login'));
const Logout = lazy(() => import('./pages/logout/Logout'));
const VerifyEmail = lazy(() => import('./pages/email-links/VerifyEmail'));
const ResetPassword = lazy(() => import('./pages/email-links/ResetPassword'));
const NotFound = lazy(() => import('./pages/NotFound'));

export const router = createBrowserRouter([
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
]);
