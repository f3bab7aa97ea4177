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

/** `splash`: whether this page load opens with the start screen (lib/splash.ts decides). */
export function App({ splash }: { splash: boolean }) {
  const splashing = !useDelay(SPLASH_MS) && splash;
  return (
    <>
      {/* The app loads under the splash but cannot take focus while it shows. */}
      <div inert={splashing}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </div>
      {splashing && <Splash />}
    </>
  );
}
