import type { QueryClient } from '@tanstack/react-query';

/**
 * What a game keeps on the device while offline, to send when it can: whether anything waits
 * (read cheaply, on every page), and how to send it (its code loaded only then).
 */
export interface OfflineQueue {
  waiting(): boolean;
  send(queryClient: QueryClient): Promise<void>;
}

/**
 * Sends what the games queued without a connection (each game registers its queue in main.tsx),
 * as the app starts and each time the connection returns, whichever page is open.
 */
export function sendQueuedWhenOnline(queryClient: QueryClient, queues: OfflineQueue[]): void {
  const send = () => {
    for (const queue of queues) if (queue.waiting()) void queue.send(queryClient);
  };
  send();
  window.addEventListener('online', send);
}
