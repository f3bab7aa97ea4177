import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './api/queryClient';
import { App } from './App';
import { bloomFinishQueue } from './games/bloom/offlineQueue';
import { claimSplash, currentPageLoad } from './lib/splash';
import { keepInStep } from './pwa/keepInStep';
import { registerServiceWorker } from './pwa/register';
import { sendQueuedWhenOnline } from './pwa/sendWhenOnline';
import { preloadRoute } from './routes';
import './styles/global.scss';

const queryClient = createQueryClient();
// Before the first render: a game's chunk and first answer start downloading together.
preloadRoute(window.location.pathname, queryClient);
// Decided once per page load, outside React: StrictMode renders twice, and claiming records.
const splash = claimSplash(currentPageLoad());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App splash={splash} />
    </QueryClientProvider>
  </StrictMode>,
);

registerServiceWorker();
keepInStep(queryClient);
sendQueuedWhenOnline(queryClient, [bloomFinishQueue]);
