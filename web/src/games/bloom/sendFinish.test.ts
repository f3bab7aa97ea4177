import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { addDays, boardWithStarters, type BloomScoreAnswer } from '@hub/proto';
import { dayKey } from '@hub/proto/clock';
import { memoryStorage } from '../../testing/memoryStorage';
import { FINISH_QUEUE_KEY, queuedFinishes, queueFinish, type QueuedFinish } from './finishQueue';
import { sendFinish, sendQueuedFinishes, sentFinishFor } from './sendFinish';

const answer: BloomScoreAnswer = {
  score: 900,
  timeTaken: 300,
  hintsUsed: 0,
  rank: 3,
  unranked: null,
  puzzleNumber: 694,
};

let nextPuzzle = 1;
/** A finish of a garden of its own: the module remembers which gardens it has sent. */
const finish = (extra: Partial<QueuedFinish> = {}): QueuedFinish => ({
  puzzleId: nextPuzzle++,
  puzzleNumber: 694,
  day: dayKey(),
  daily: true,
  path: '/api/bloom/score',
  body: {
    timeTaken: 290,
    hintsUsed: 0,
    board: boardWithStarters([]),
    finishId: '0b7e2b1c-4a5f-4c43-9a43-3c4f1d1b8d10',
  },
  finished: [['/api/bloom/leaderboard']],
  ...extra,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('sending a finished garden', () => {
  let storage: ReturnType<typeof memoryStorage>;
  let queryClient: QueryClient;
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    vi.stubGlobal('fetch', fetchMock);
    queryClient = new QueryClient();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends it once however often it is asked, drops it, and asks its queries again', async () => {
    fetchMock.mockResolvedValue(json(201, answer));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const queued = queueFinish(finish());
    const [first, second] = await Promise.all([
      sendFinish(queued, queryClient, { resent: false }),
      sendFinish(queued, queryClient, { resent: true }),
    ]);
    expect(first).toEqual({ kind: 'sent', answer });
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/bloom/score');
    expect(JSON.parse(init!.body as string)).toEqual(queued.body);
    expect(storage.items.has(FINISH_QUEUE_KEY)).toBe(false);
    expect(sentFinishFor(queued.puzzleId)?.answer).toEqual(answer);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['/api/bloom/leaderboard'],
      ['/api/user/stats'],
    ]);
  });

  it('keeps it when no answer comes, or the server cannot take it now', async () => {
    const queued = queueFinish(finish());
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await sendFinish(queued, queryClient, { resent: false })).toEqual({ kind: 'kept' });
    fetchMock.mockResolvedValueOnce(json(503, { message: 'Bloom is unavailable' }));
    expect(await sendFinish(queued, queryClient, { resent: true })).toEqual({ kind: 'kept' });
    expect(queuedFinishes()).toEqual([queued]);
  });

  it('drops it when the server refuses it', async () => {
    const queued = queueFinish(finish());
    fetchMock.mockResolvedValue(json(409, { message: 'Puzzle already completed' }));
    const outcome = await sendFinish(queued, queryClient, { resent: true });
    expect(outcome.kind).toBe('refused');
    expect(queuedFinishes()).toEqual([]);
  });

  it("drops a daily finish after its day without sending it; an archive day's still goes", async () => {
    const yesterday = addDays(dayKey(), -1);
    const stale = queueFinish(finish({ day: yesterday }));
    const archive = queueFinish(
      finish({ day: yesterday, daily: false, path: `/api/bloom/archive/${yesterday}/score` }),
    );
    fetchMock.mockResolvedValue(json(201, answer));
    await sendQueuedFinishes(queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(archive.path);
    expect(queuedFinishes()).toEqual([]);
    expect(sentFinishFor(stale.puzzleId)).toBeNull();
  });

  it('keeps one finish per garden: a later one of the same garden replaces it', () => {
    const first = queueFinish(finish());
    const again = queueFinish({ ...first, body: { ...first.body, timeTaken: 400 } });
    expect(queuedFinishes()).toEqual([again]);
  });
});
