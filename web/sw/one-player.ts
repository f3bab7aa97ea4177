import type { WorkboxPlugin } from 'workbox-core';

/**
 * Keeps the answers of the player signed in now, never the last one's. Emptying the kept answers
 * at a sign-in or sign-out is not enough: a read sent before it may be answered after it (another
 * tab's, a slow one), and would be kept again for the next person at this browser (their e-mail,
 * today's word they solved). So the worker counts the changes of who is signed in; each read
 * notes the count it started at, and its answer is kept only if no change came in between.
 * `forget` removes one kept answer (the worker's Cache Storage; the unit tests' own).
 */
export function onePlayerOnly(forget: (cacheName: string, request: Request) => Promise<unknown>) {
  let changes = 0;
  return {
    /** Called as a request that may change who is signed in is seen, before it is sent. */
    changed: () => {
      changes += 1;
    },
    /** For the strategy that keeps the reads: Workbox gives each request a `state` of its own. */
    plugin: {
      handlerWillStart: async ({ state }) => {
        if (state) state.startedAt = changes;
      },
      // Workbox keeps only 200s unless a plugin decides, as this one does: so it says 200 too.
      cacheWillUpdate: async ({ response, state }) =>
        response.status === 200 && state?.startedAt === changes ? response : null,
      // A change may come while the answer is being written (the write waits on the cache): the
      // answer just written is then taken back out. A newer read's answer written meanwhile may
      // go with it, which costs only an offline copy.
      cacheDidUpdate: async ({ cacheName, request, state }) => {
        if (state?.startedAt !== changes) await forget(cacheName, request);
      },
    } satisfies WorkboxPlugin,
  };
}
