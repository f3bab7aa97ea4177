import type { QueryClient } from '@tanstack/react-query';
import { isOfflineReadable } from '../../sw/offline-reads';

/**
 * What a page changes in place is what the device keeps for offline (web/sw/offline-reads.ts):
 * a Jotto guess is folded into the day's puzzle the page holds (setQueryData) rather than read
 * again, so the service worker's copy would otherwise lag a guess behind. Only queries keyed by
 * their API path alone are the server's answers as they were read. The rewriting loads with the
 * first change: its day clock builds a time-zone formatter, too slow for the first screen.
 */
export function keepInStep(queryClient: QueryClient): void {
  if (!('caches' in window) || !('serviceWorker' in navigator)) return;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !event.action.manual) {
      return;
    }
    const [path, ...rest] = event.query.queryKey;
    if (rest.length > 0 || typeof path !== 'string' || !isOfflineReadable(path)) return;
    if (!navigator.serviceWorker.controller) return;
    const { data } = event.action;
    void import('./rewriteKept')
      .then(({ rewriteKept }) => rewriteKept(path, data))
      .catch(() => undefined);
  });
}
