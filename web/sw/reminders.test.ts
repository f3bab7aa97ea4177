import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE, STOP_REMINDERS_ACTION } from '@hub/proto';
import {
  handleReminders,
  REMINDER_TAG,
  reminderClick,
  reminderNotification,
  tabFor,
  unsubscribeRequest,
} from './reminders';

const ORIGIN = 'https://puzzles.example';
const push = {
  title: 'Your Bloom streak ends tonight',
  body: '12 days: play today’s Bloom to keep it',
  url: '/game/bloom',
  games: ['bloom'],
};

describe('reminderNotification', () => {
  it('shows the message, tagged so that a newer one replaces it, with a stop button', () => {
    expect(reminderNotification(JSON.stringify(push), ORIGIN)).toEqual({
      title: push.title,
      options: {
        body: push.body,
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        tag: REMINDER_TAG,
        data: { url: '/game/bloom' },
        actions: [{ action: STOP_REMINDERS_ACTION, title: 'Stop reminders' }],
      },
    });
  });

  it.each([
    ['no payload', undefined],
    ['an empty one', ''],
    ['text that is not JSON', 'time to play'],
    ['JSON that is not an object', '"hello"'],
    ['null', 'null'],
    ['no title', JSON.stringify({ ...push, title: undefined })],
    ['an empty title', JSON.stringify({ ...push, title: '' })],
    ['a body that is not text', JSON.stringify({ ...push, body: 3 })],
  ])('shows nothing for %s', (_, text) => {
    expect(reminderNotification(text, ORIGIN)).toBeNull();
  });

  it.each([
    ['an address of the site', `${ORIGIN}/game/jotto?tab=daily`, '/game/jotto?tab=daily'],
    ['another site', 'https://elsewhere.example/game/bloom', '/'],
    ['no url', undefined, '/'],
    ['a url that is not text', 42, '/'],
  ])('leads to a path of the site for %s', (_, url, path) => {
    const shown = reminderNotification(JSON.stringify({ ...push, url }), ORIGIN);
    expect(shown?.options.data.url).toBe(path);
  });
});

describe('reminderClick', () => {
  it('stops reminders from the stop button', () => {
    expect(reminderClick(STOP_REMINDERS_ACTION, { url: '/game/bloom' }, ORIGIN)).toEqual({
      kind: 'stop',
    });
  });

  it('opens the reminder’s page from anywhere else on it', () => {
    expect(reminderClick('', { url: '/game/bloom' }, ORIGIN)).toEqual({
      kind: 'open',
      url: '/game/bloom',
    });
  });

  it('opens the home page when the notification carries no page', () => {
    expect(reminderClick('', null, ORIGIN)).toEqual({ kind: 'open', url: '/' });
    expect(reminderClick('', { url: 'https://elsewhere.example/' }, ORIGIN)).toEqual({
      kind: 'open',
      url: '/',
    });
  });
});

describe('tabFor', () => {
  const tab = (path: string, focused = false) => ({ url: `${ORIGIN}${path}`, focused });

  it('brings forward a tab already on the page, without reloading it', () => {
    const there = tab('/game/bloom');
    expect(tabFor([tab('/', true), there], '/game/bloom', ORIGIN)).toEqual({
      tab: there,
      navigate: false,
    });
  });

  it('else takes the focused tab there, else any', () => {
    const focused = tab('/profile', true);
    expect(tabFor([tab('/'), focused], '/game/bloom', ORIGIN)).toEqual({
      tab: focused,
      navigate: true,
    });
    const first = tab('/');
    expect(tabFor([first, tab('/leagues')], '/game/bloom', ORIGIN)?.tab).toBe(first);
  });

  it('finds none when no tab of the site is open', () => {
    expect(tabFor([], '/', ORIGIN)).toBeNull();
  });
});

describe('unsubscribeRequest', () => {
  it('is a same-origin JSON write with the CSRF header', () => {
    const init = unsubscribeRequest('https://push.example/abc');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(JSON.parse(init.body as string)).toEqual({ endpoint: 'https://push.example/abc' });
  });
});

/** A worker with what the handlers touch, and what they did to it. */
function fakeWorker({ tabs = [] as { url: string; focused: boolean }[] } = {}) {
  const listeners = new Map<string, (event: unknown) => void>();
  const unsubscribe = vi.fn(async () => true);
  const windows = tabs.map((tab) => {
    const window = {
      ...tab,
      focus: vi.fn(async () => window),
      navigate: vi.fn(async () => window),
    };
    return window;
  });
  const worker = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    registration: {
      showNotification: vi.fn(async () => undefined),
      pushManager: {
        getSubscription: async () => ({ endpoint: 'https://push.example/abc', unsubscribe }),
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: vi.fn(async () => null),
    },
  };
  handleReminders(worker as unknown as ServiceWorkerGlobalScope);
  /** Fires an event and waits for what it asked to be waited for. */
  const fire = async (type: string, event: object) => {
    const waited: Promise<unknown>[] = [];
    listeners.get(type)!({
      ...event,
      waitUntil: (promise: Promise<unknown>) => waited.push(promise),
    });
    await Promise.all(waited);
    return waited.length;
  };
  const click = (action: string, tag = REMINDER_TAG) => {
    const notification = { tag, data: { url: '/game/bloom' }, close: vi.fn() };
    return fire('notificationclick', { action, notification }).then(() => notification);
  };
  return { worker, windows, unsubscribe, fire, click };
}

describe('handleReminders', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a pushed reminder', async () => {
    const { worker, fire } = fakeWorker();
    await fire('push', { data: { text: () => JSON.stringify(push) } });
    expect(worker.registration.showNotification).toHaveBeenCalledWith(
      push.title,
      expect.objectContaining({ tag: REMINDER_TAG }),
    );
  });

  it('shows nothing, and does not fail, for a push it cannot read', async () => {
    const { worker, fire } = fakeWorker();
    expect(await fire('push', { data: { text: () => '{' } })).toBe(0);
    expect(await fire('push', { data: null })).toBe(0);
    expect(worker.registration.showNotification).not.toHaveBeenCalled();
  });

  it('stops reminders: the server forgets the device, then the browser', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const { click, unsubscribe } = fakeWorker();
    const notification = await click(STOP_REMINDERS_ACTION);
    expect(notification.close).toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith(
      '/api/reminders/unsubscribe',
      unsubscribeRequest('https://push.example/abc'),
    );
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('drops the subscription even when the server cannot be told', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')));
    const { click, unsubscribe } = fakeWorker();
    await click(STOP_REMINDERS_ACTION);
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('brings an open tab to the reminder’s page', async () => {
    const { click, windows, worker } = fakeWorker({
      tabs: [{ url: `${ORIGIN}/`, focused: true }],
    });
    await click('');
    expect(windows[0]!.focus).toHaveBeenCalled();
    expect(windows[0]!.navigate).toHaveBeenCalledWith('/game/bloom');
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when no tab is open, or the open one cannot be moved', async () => {
    const none = fakeWorker();
    await none.click('');
    expect(none.worker.clients.openWindow).toHaveBeenCalledWith('/game/bloom');

    const uncontrolled = fakeWorker({ tabs: [{ url: `${ORIGIN}/`, focused: false }] });
    uncontrolled.windows[0]!.navigate.mockRejectedValue(new TypeError('not controlled'));
    await uncontrolled.click('');
    expect(uncontrolled.worker.clients.openWindow).toHaveBeenCalledWith('/game/bloom');
  });

  it('leaves other notifications alone', async () => {
    const { click, worker } = fakeWorker();
    const notification = await click('', 'something-else');
    expect(notification.close).not.toHaveBeenCalled();
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });
});
