import { dayKey } from '@hub/proto/clock';
import { API_CACHE } from '../../sw/offline-reads';

/** The device's copy of today's answer, rewritten with what the page now shows (keepInStep.ts). */
export async function rewriteKept(path: string, data: unknown): Promise<void> {
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
