import type { QueryClient } from '@tanstack/react-query';
import { hasQueuedFinishes } from '../games/bloom/finishQueue';

/**
 * Games finished without a connection wait on the device (games/bloom/finishQueue.ts) and go as
 * the app starts and each time the connection returns, whichever page is open. The sending code
 * loads only when something waits.
 */
export function sendQueuedWhenOnline(queryClient: QueryClient): void {
  const send = () => {
    if (!hasQueuedFinishes()) return;
    void import('../games/bloom/sendFinish').then(({ sendQueuedFinishes }) =>
      sendQueuedFinishes(queryClient),
    );
  };
  send();
  window.addEventListener('online', send);
}
