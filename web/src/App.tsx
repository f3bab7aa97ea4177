import { RouterProvider } from 'react-router';
import { Splash } from './components/Splash';
import { useDelay } from './lib/useDelay';
import { router } from './routes';

const SPLASH_MS = 3000;

export function App() {
  const splashDone = useDelay(SPLASH_MS);
  return (
    <>
      {/* The app loads under the splash but cannot take focus until it is revealed. */}
      <div inert={!splashDone}>
        <RouterProvider router={router} />
      </div>
      {!splashDone && <Splash />}
    </>
  );
}
