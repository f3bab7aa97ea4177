import { lazy, startTransition, use, useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { PageLoader } from './components/PageLoader';
import { Shell } from './components/Shell';
import { adminRoutes } from './games/admin/routes';
import { bloomRoutes } from './games/bloom/routes';
import { jottoRoutes } from './games/jotto/routes';
import { wordreeRoutes } from './games/wordree/routes';
import { firstScreenAtLatest, firstScreenShown } from './lib/firstScreen';
import type { PageModule, RouteHandle } from './routeHandle';
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
const Leagues = lazy(() => import('./pages/leagues/Leagues'));
const LeaguePage = lazy(() => import('./pages/leagues/LeaguePage'));
const JoinLeague = lazy(() => import('./pages/leagues/JoinLeague'));
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
      { path: '/leagues', element: <Leagues /> },
      { path: '/leagues/:leagueId', element: <LeaguePage /> },
      // Where an invite link opens (LEAGUE_INVITE_PAGE).
      { path: '/leagues/join/:token', element: <JoinLeague /> },
      // Where mailed links open (the token rides in the fragment).
      { path: '/verify-email', element: <VerifyEmail /> },
      { path: '/reset-password', element: <ResetPassword /> },
      // Each game owns its routes (and their lazy chunks).
      ...withPages(wordreeRoutes),
      ...jottoRoutes,
      ...withPages(bloomRoutes),
      ...adminRoutes,
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The page a page load opened on, if it is a PreloadedPage. */
let firstPage: RouteHandle['page'];

/** Runs the preload of the route a page load opens on, if it has one. */
export function preloadRoute(pathname: string, queryClient: QueryClient): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const handle = route.handle as RouteHandle | undefined;
    firstPage ??= handle?.page;
    handle?.preload?.(queryClient);
  }
}

/**
 * The app has rendered its first screen (lib/firstScreen.ts): a page load that opens on a
 * PreloadedPage has its first screen once that page renders, with its loader only a stand-in;
 * any other once the Shell has.
 */
export function useFirstScreen(): void {
  useEffect(() => {
    if (firstPage) firstScreenAtLatest(FIRST_PAGE_AT_LATEST_MS);
    else firstScreenShown();
  }, []);
}

/** Should a first page's chunk never come, what waits for its paint goes ahead after this. */
const FIRST_PAGE_AT_LATEST_MS = 10_000;

interface LoadingPage {
  module?: PageModule;
  error?: unknown;
  loaded: Promise<void>;
}

const loadingPages = new Map<() => Promise<PageModule>, LoadingPage>();

function loadingPage(load: () => Promise<PageModule>): LoadingPage {
  let page = loadingPages.get(load);
  if (!page) {
    const started: LoadingPage = {
      loaded: load().then(
        (module) => void (started.module = module),
        (error: unknown) => void (started.error = error),
      ),
    };
    loadingPages.set(load, started);
    page = started;
  }
  return page;
}

/**
 * A lazy page. Opened by a link, it suspends like React.lazy's (the page it leaves stays until it
 * has loaded). As the page a page load opens on, it shows the same loader as the Shell's Suspense
 * fallback, and the page the moment its chunk has arrived: React holds back what a Suspense
 * fallback gave way to until 300 ms after that fallback showed (to reveal several at once), and on
 * a game's first visit that wait was most of the time its largest text, the tutorial, took to show.
 */
function PreloadedPage({ load }: { load: () => Promise<PageModule> }) {
  const page = loadingPage(load);
  const [, setArrived] = useState(false);
  useEffect(() => {
    if (page.module || page.error) return;
    let mounted = true;
    void page.loaded.then(() => {
      // A transition: React renders the page in slices, leaving the phone responsive meanwhile.
      if (mounted) startTransition(() => setArrived(true));
    });
    return () => {
      mounted = false;
    };
  }, [page]);
  // The first page to render is the load's first screen, even if a link left the one it opened on.
  const ready = page.module !== undefined;
  useEffect(() => {
    if (ready) firstScreenShown();
  }, [ready]);
  // A chunk that cannot load fails the route, as React.lazy's would.
  if (page.error) throw page.error;
  if (!page.module) {
    if (load === firstPage) return <PageLoader />;
    use(page.loaded);
  }
  const Page = page.module!.default;
  return <Page />;
}

/** The routes with a `page` handle, given their PreloadedPage. */
function withPages(pages: RouteObject[]): RouteObject[] {
  return pages.map((route) => {
    const page = (route.handle as RouteHandle | undefined)?.page;
    return page ? { ...route, element: <PreloadedPage load={page} /> } : route;
  });
}
