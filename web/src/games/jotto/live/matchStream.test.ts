import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { JottoMatch, JottoMatchChange } from '@hub/proto';
import { MATCHES_KEY, matchKey } from '../api/matchKeys';
import { joinMatchStream, matchStreamState } from './matchStream';

/** EventSource as the browser's behaves, driven by the test. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, Array<(message: { data: string }) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) });
  }
  /** The connection broke; `refused`: the server answered with an error, so no retry. */
  fail(refused = false) {
    this.readyState = refused ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

const shown: Array<{ title: string; tag?: string }> = [];
class RecordedNotification {
  static permission = 'granted';
  onclick: (() => void) | null = null;
  constructor(title: string, options: { tag?: string } = {}) {
    shown.push({ title, tag: options.tag });
  }
  close() {}
}

const change = (id: string, rest: Partial<JottoMatchChange> = {}): JottoMatchChange => ({
  id,
  status: 'active',
  currentTurn: 'bob',
  winnerId: null,
  updatedAt: '2026-01-10T12:00:05.000Z',
  ...rest,
});

describe('the match stream of a tab', () => {
  let queryClient: QueryClient;
  const leaves: Array<() => void> = [];

  function join(userId = 'ann') {
    const listener = vi.fn();
    const leave = joinMatchStream({ userId, queryClient, navigate: vi.fn() }, listener);
    leaves.push(leave);
    return { listener, leave };
  }
  const latest = () => FakeEventSource.opened.at(-1)!;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('Notification', RecordedNotification);
    vi.stubGlobal('document', { visibilityState: 'visible' });
    FakeEventSource.opened = [];
    shown.length = 0;
    queryClient = new QueryClient();
  });

  afterEach(() => {
    leaves.splice(0).forEach((leave) => leave());
    vi.runAllTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is one stream for every screen of the tab, closed a little after the last leaves', () => {
    const first = join();
    const second = join();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest().url).toBe('/api/jotto/matches/stream');
    expect(matchStreamState('ann').status).toBe('connecting');
    expect(matchStreamState('bob').status).toBe('off');

    leaves.splice(0);
    first.leave();
    second.leave();
    vi.advanceTimersByTime(1_000);
    expect(latest().readyState).not.toBe(FakeEventSource.CLOSED);
    // The next screen comes in time: still the same stream.
    join();
    vi.advanceTimersByTime(10_000);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('is live once open, down only when it stays away, and retried after a refusal', () => {
    join();
    latest().open();
    latest().send('turns', { yourTurn: 2 });
    expect(matchStreamState('ann')).toEqual({ status: 'live', yourTurn: 2 });

    // The server ends each stream after a minute; EventSource is back 2 s later.
    latest().fail();
    expect(matchStreamState('ann').status).toBe('connecting');
    vi.advanceTimersByTime(2_000);
    latest().open();
    vi.advanceTimersByTime(10_000);
    expect(matchStreamState('ann').status).toBe('live');

    latest().fail();
    vi.advanceTimersByTime(4_000);
    expect(matchStreamState('ann').status).toBe('down');

    latest().fail(true);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(5_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    latest().open();
    expect(matchStreamState('ann').status).toBe('live');
  });

  it('refetches a changed match and the list, not a match the page already holds', () => {
    join();
    latest().open();
    const held = { updatedAt: '2026-01-10T12:00:05.000Z' } as JottoMatch;
    queryClient.setQueryData(matchKey('m1'), held);
    queryClient.setQueryData(matchKey('m2'), { updatedAt: '2026-01-10T12:00:00.000Z' });
    queryClient.setQueryData(MATCHES_KEY, []);
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');

    latest().send('match', change('m1'));
    latest().send('match', change('m2'));
    expect(invalidated.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      MATCHES_KEY,
      matchKey('m2'),
      MATCHES_KEY,
    ]);
    // A message this page cannot read changes nothing.
    latest().send('match', { id: 'm3' });
    expect(invalidated).toHaveBeenCalledTimes(3);
  });

  it('notifies a hidden tab when it becomes the player’s turn, also across a reconnect', () => {
    join();
    latest().open();
    latest().send('turns', { yourTurn: 0 });
    latest().send('match', change('m1', { currentTurn: 'ann' }));
    expect(shown).toEqual([]);

    vi.stubGlobal('document', { visibilityState: 'hidden' });
    latest().send('match', change('m1', { currentTurn: 'bob' }));
    latest().send('match', change('m1', { currentTurn: 'ann' }));
    expect(shown).toEqual([{ title: 'Your turn in Jotto VS', tag: 'jotto-vs-m1' }]);

    // A move while no stream was open: the new stream's first count has grown.
    latest().fail();
    latest().open();
    latest().send('turns', { yourTurn: 1 });
    expect(shown.at(-1)).toEqual({ title: 'Your turn in Jotto VS', tag: 'jotto-vs' });
    expect(shown).toHaveLength(2);
  });
});
