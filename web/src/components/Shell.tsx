// First: applies the player's stored theme before React renders anything.
import '../lib/themeStore';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useUser } from '../api/user';
import { useCopyBox } from '../lib/copyBox';
import { useToastList } from '../toast/useToast';
import { CookieBanner } from './CookieBanner';
import { OfflineNotice } from './OfflineNotice';
import { PageLoader } from './PageLoader';
import { ScrollToTop } from './ScrollToTop';

// Off the first screen: Radix Toast loads with the first toast, the progress stream (and the
// schemas it parses with) once someone is signed in.
const Toaster = lazy(() => import('./Toaster').then(({ Toaster }) => ({ default: Toaster })));
const AchievementToasts = lazy(() => import('./AchievementToasts'));
// The box to copy a share from, when sharing and the clipboard both failed (lib/share.ts).
const CopyBoxDialog = lazy(() => import('./share/CopyBoxDialog'));

/** What surrounds every route: the consent banner heads it, lazy pages load inside, toasts float above. */
export function Shell() {
  const { user } = useUser();
  const hasToasts = useToastList().length > 0;
  const copyBox = useCopyBox();
  return (
    <>
      <CookieBanner />
      <ScrollToTop />
      <OfflineNotice />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>{hasToasts && <Toaster />}</Suspense>
      <Suspense fallback={null}>{user && <AchievementToasts />}</Suspense>
      <Suspense fallback={null}>{copyBox && <CopyBoxDialog box={copyBox} />}</Suspense>
    </>
  );
}
