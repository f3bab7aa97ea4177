import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useAchievementToasts } from '../api/progress';
import { CookieBanner } from './CookieBanner';
import { PageLoader } from './PageLoader';
import { Toaster } from './Toaster';

/** What surrounds every route: lazy pages load inside, the banner and toasts float above. */
export function Shell() {
  useAchievementToasts();
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <CookieBanner />
      <Toaster />
    </>
  );
}
