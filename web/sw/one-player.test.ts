import { describe, expect, it } from 'vitest';
import { onePlayerOnly } from './one-player';

const event = {} as ExtendableEvent;
const request = new Request('https://example.com/api/user');

/** The worker's plugin, with what it takes back out of the cache. */
function setUp() {
  const forgotten: string[] = [];
  const onePlayer = onePlayerOnly(async (cacheName, taken) => {
    forgotten.push(`${cacheName} ${new URL(taken.url).pathname}`);
  });
  const { handlerWillStart, cacheWillUpdate, cacheDidUpdate } = onePlayer.plugin;
  /** One read as Workbox runs it: a state of its own, from its start to its answer's writing. */
  const read = async () => {
    const state = {};
    await handlerWillStart({ request, event, state });
    return {
      willKeep: (response = new Response('{}')) =>
        cacheWillUpdate({ request, response, event, state }),
      didKeep: () =>
        cacheDidUpdate({
          cacheName: 'api-reads',
          request,
          newResponse: new Response(),
          event,
          state,
        }),
    };
  };
  return { onePlayer, forgotten, read };
}

describe('onePlayerOnly', () => {
  it('keeps a read answered with no change of player since it started', async () => {
    const { read, forgotten } = setUp();
    const response = new Response('{}');
    const started = await read();
    expect(await started.willKeep(response)).toBe(response);
    await started.didKeep();
    expect(forgotten).toEqual([]);
  });

  it('never keeps a read that started before a sign-in or sign-out', async () => {
    const { onePlayer, read } = setUp();
    const before = await read();
    onePlayer.changed();
    const after = await read();
    expect(await before.willKeep()).toBe(null);
    expect(await after.willKeep()).not.toBe(null);
  });

  it('takes an answer back out when the change came while it was being written', async () => {
    const { onePlayer, read, forgotten } = setUp();
    const started = await read();
    expect(await started.willKeep()).not.toBe(null);
    onePlayer.changed();
    await started.didKeep();
    expect(forgotten).toEqual(['api-reads /api/user']);
  });

  it('keeps only 200s, as Workbox does when no plugin decides', async () => {
    const { read } = setUp();
    const started = await read();
    expect(await started.willKeep(new Response('{}', { status: 401 }))).toBe(null);
    expect(await started.willKeep(new Response('{}', { status: 503 }))).toBe(null);
  });
});
