/// <reference lib="webworker" />
import { dayKey } from '@hub/proto/clock';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { API_CACHE, changesWhoIsSignedIn, isOfflineReadable } from './offline-reads';
import { onePlayerOnly } from './one-player';
import { handleReminders } from './reminders';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/**
 * The app installed (docs/architecture.md#installed-and-offline). The build's files are cached on
 * install, so a return visit opens from the device. A new version waits until every tab of the
 * old one is closed (no skipWaiting): an open page keeps the hashed chunks it was built with, and
 * a deploy never leaves it asking for a chunk the server no longer has.
 */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const onePlayer = onePlayerOnly(async (cacheName, request) =>
  (await caches.open(cacheName)).delete(request),
);

/** A change of player: what the last one read is forgotten, and what reads on their way bring. */
const forgetThePlayer = () => {
  onePlayer.changed();
  return caches.delete(API_CACHE);
};

// Before any route answers. The change is seen twice: as it is sent, and once it is answered. In
// between the server may still answer a read sent after it as the player leaving (a sign-out held
// up on its way, a read on a faster connection): so whatever was kept meanwhile goes too, before
// the page hears the change is done and reads again.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (
    url.origin === self.location.origin &&
    changesWhoIsSignedIn(event.request.method, url.pathname)
  ) {
    event.waitUntil(forgetThePlayer());
    event.respondWith(fetch(event.request).finally(forgetThePlayer));
  }
});

// Every page is the app's shell, from the device. /api paths (the API's docs page, a logout by
// link, a social sign-in's redirects) always go to the server.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }),
);

/**
 * A kept answer is used only on the day it was given: after midnight Central a day's puzzle is
 * the wrong one, and no answer is better than yesterday's.
 */
const sameDayOnly: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const given = cachedResponse?.headers.get('date');
    if (!cachedResponse || !given) return null;
    return dayKey(new Date(given)) === dayKey() ? cachedResponse : null;
  },
};

// The reads a page needs to open today's puzzles without a connection: from the server whenever
// it answers (so online nothing changes), else the last answer of today.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && isOfflineReadable(url.pathname),
  new NetworkFirst({ cacheName: API_CACHE, plugins: [onePlayer.plugin, sameDayOnly] }),
);

// Streak reminders pushed by the leaderboard service, and taps on them (reminders.ts).
handleReminders(self);
