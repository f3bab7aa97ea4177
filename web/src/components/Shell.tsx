import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from './CookieBanner';
import { PageLoader } from './PageLoader';
import { Toaster } from './Toaster';

/** What surrounds every route: lazy pages load inside, the banner and toasts float above. */
export function Shell() {
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
