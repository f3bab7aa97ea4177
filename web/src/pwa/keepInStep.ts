import type { QueryClient } from '@tanstack/react-query';
import { dayKey } from '@hub/proto/clock';
import { API_CACHE, isOfflineReadable } from '../../sw/offline-reads';

/** The device's copy of today's answer, rewritten with what the page now shows. */
async function rewriteKept(path: string, data: unknown): Promise<void> {
  const cache = await caches.open(API_CACHE);
  const kept = await cache.match(path);
  const given = kept?.headers.get('date');
  // Only a copy of today's: another day's is never served, and no copy means none is kept.
  if (!kept || !given || dayKey(new Date(given)) !== dayKey()) return;
  const headers = new Headers(kept.headers);
  // The body is new: the old one's length, encoding and tag no longer describe it.
  for (const name of ['content-length', 'content-encoding', 'etag']) headers.delete(name);
  await cache.put(path, new Response(JSON.stringify(data), { status: kept.status, headers }));
}

/**
 * What a page changes in place is what the device keeps for offline (web/sw/offline-reads.ts):
 * a Jotto guess is folded into the day's puzzle the page holds (setQueryData) rather than read
 * again, so the service worker's copy would otherwise lag a guess behind. Only queries keyed by
 * their API path alone are the server's answers as they were read.
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
    void rewriteKept(path, event.action.data).catch(() => undefined);
  });
}
