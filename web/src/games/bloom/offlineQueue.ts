import type { OfflineQueue } from '../../pwa/sendWhenOnline';
import { hasQueuedFinishes } from './finishQueue';

/**
 * Bloom's finishes made offline (finishQueue.ts), sent as the app starts and when the connection
 * returns (pwa/sendWhenOnline.ts); the sending code loads only when one waits.
 */
export const bloomFinishQueue: OfflineQueue = {
  waiting: hasQueuedFinishes,
  send: (queryClient) =>
    import('./sendFinish').then(({ sendQueuedFinishes }) => sendQueuedFinishes(queryClient)),
};
