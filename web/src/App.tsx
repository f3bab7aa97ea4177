import type { ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { Splash } from './components/Splash';
import { useDelay } from './lib/useDelay';
import { routes, useFirstScreen } from './routes';

const SPLASH_MS = 3000;

/**
 * The declarative router: the data router (createBrowserRouter) would add some 15 kB brotli to
 * the first screen for loaders and actions this app does not use (issue 15).
 */
function AppRoutes() {
  useFirstScreen();
  return useRoutes(routes);
}

/**
 * The start screen over the app, which loads under it but cannot take focus while it shows. Its
 * own state: when the splash ends, only this re-renders, not the page under it (`children` is the
 * same element). With the delay in App, every page load re-rendered the whole page three seconds
 * in, splash or not: a 50 ms task, four times that on Lighthouse's phone.
 */
function SplashOver({ children }: { children: ReactNode }) {
  const splashing = !useDelay(SPLASH_MS);
  return (
    <>
      <div inert={splashing}>{children}</div>
      {splashing && <Splash />}
    </>
  );
}

/** `splash`: whether this page load opens with the start screen (lib/splash.ts decides). */
export function App({ splash }: { splash: boolean }) {
  const site = (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
  return splash ? <SplashOver>{site}</SplashOver> : <div>{site}</div>;
}
