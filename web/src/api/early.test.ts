import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyOr, startEarly } from './early';

const parser = { parse: (data: unknown) => data as { n: number } };

function stubFetch(body: unknown) {
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => Response.json(body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early answers', () => {
  it('are handed over once, parsed by the taker; the next ask requests anew', async () => {
    const fetchMock = stubFetch({ n: 1 });
    startEarly('k', '/api/thing');
    const again = vi.fn(async () => ({ n: 2 }));
    await expect(earlyOr('k', parser, again)).resolves.toEqual({ n: 1 });
    await expect(earlyOr('k', parser, again)).resolves.toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(again).toHaveBeenCalledOnce();
  });

  it('are not handed over once stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    stubFetch({ n: 1 });
    startEarly('stale', '/api/thing');
    vi.setSystemTime(Date.now() + 60_000);
    await expect(earlyOr('stale', parser, async () => ({ n: 3 }))).resolves.toEqual({ n: 3 });
  });

  it('pass a failure on to the taker', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(new Response('nope', { status: 500 })),
    );
    startEarly('failing', '/api/thing');
    await expect(earlyOr('failing', parser, async () => ({ n: 4 }))).rejects.toMatchObject({
      status: 500,
    });
  });
});
