/// <reference lib="webworker" />
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  STOP_REMINDERS_ACTION,
  type ReminderPush,
  type UnsubscribeBody,
} from '@hub/proto';

/**
 * Streak reminders (docs/architecture.md#streak-reminders): the worker shows the push message the
 * leaderboard service sends, and answers a tap on it. The message is read by hand, not with the
 * ReminderPush schema: zod would add some 80 kB to the worker for four fields.
 */

/** One notification at a time: a newer reminder replaces an older one still showing. */
export const REMINDER_TAG = 'streak-reminder';
/** The manifest's icon (vite.config.ts) and a white silhouette of it for the status bar. */
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

/** NotificationOptions as browsers take them: TypeScript's own lack the buttons. */
export interface ReminderNotificationOptions extends NotificationOptions {
  data: { url: string };
  actions: { action: string; title: string }[];
}

/**
 * Where a tap may lead: a path of this site, else its home page. The message comes from our
 * server, but a notification is no place to send a player off the site.
 */
function sitePath(url: string, origin: string): string {
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The notification a push message's text asks for; null for anything but a reminder. */
export function reminderNotification(
  text: string | null | undefined,
  origin: string,
): { title: string; options: ReminderNotificationOptions } | null {
  let message: Partial<Record<keyof ReminderPush, unknown>> | null;
  try {
    message = JSON.parse(text ?? '') as typeof message;
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { title, body, url } = message;
  if (typeof title !== 'string' || title === '' || typeof body !== 'string') return null;
  return {
    title,
    options: {
      body,
      icon: ICON,
      badge: BADGE,
      tag: REMINDER_TAG,
      data: { url: sitePath(typeof url === 'string' ? url : '/', origin) },
      actions: [{ action: STOP_REMINDERS_ACTION, title: 'Stop reminders' }],
    },
  };
}

/** What a tap on a reminder does: its "Stop reminders" button, or anywhere else to open the site. */
export type ReminderClick = { kind: 'stop' } | { kind: 'open'; url: string };

export function reminderClick(action: string, data: unknown, origin: string): ReminderClick {
  if (action === STOP_REMINDERS_ACTION) return { kind: 'stop' };
  const url = (data as { url?: unknown } | null)?.url;
  return { kind: 'open', url: sitePath(typeof url === 'string' ? url : '/', origin) };
}

/**
 * Which open tab of the site shows `path`: one already there (left as it is, mid-game or not),
 * else the focused one, else any; null when none is open.
 */
export function tabFor<Tab extends { url: string; focused: boolean }>(
  tabs: readonly Tab[],
  path: string,
  origin: string,
): { tab: Tab; navigate: boolean } | null {
  const there = tabs.find((tab) => sitePath(tab.url, origin) === path);
  if (there) return { tab: there, navigate: false };
  const tab = tabs.find((candidate) => candidate.focused) ?? tabs[0];
  return tab ? { tab, navigate: true } : null;
}

/** POST /api/reminders/unsubscribe, as the page's own writes send it (CSRF header, JSON). */
export function unsubscribeRequest(endpoint: string): RequestInit {
  const body: UnsubscribeBody = { endpoint };
  return {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify(body),
  };
}

/**
 * The notification's stop button: the server forgets this device, then the browser drops its
 * subscription. Dropped even when the server cannot be told (offline): its next send finds the
 * subscription gone and forgets it then.
 */
async function stopReminders(worker: ServiceWorkerGlobalScope): Promise<void> {
  const subscription = await worker.registration.pushManager.getSubscription();
  if (!subscription) return;
  await fetch('/api/reminders/unsubscribe', unsubscribeRequest(subscription.endpoint)).catch(
    () => undefined,
  );
  await subscription.unsubscribe();
}

/** Brings the site to the front at `path`: an open tab if there is one, else a new window. */
async function openSite(worker: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const tabs = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const found = tabFor(tabs, path, worker.location.origin);
  if (found) {
    // Focus first, while the tap still allows it; a tab this worker does not control cannot be
    // navigated, and a new window opens instead.
    const tab = await found.tab.focus().catch(() => found.tab);
    if (!found.navigate) return;
    if (await tab.navigate(path).catch(() => null)) return;
  }
  await worker.clients.openWindow(path);
}

/** Shows each reminder pushed and answers taps on them. */
export function handleReminders(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    // A message that is not a reminder shows nothing rather than failing the event.
    const shown = reminderNotification(event.data?.text(), worker.location.origin);
    if (shown) event.waitUntil(worker.registration.showNotification(shown.title, shown.options));
  });

  worker.addEventListener('notificationclick', (event) => {
    const { notification } = event;
    if (notification.tag !== REMINDER_TAG) return;
    notification.close();
    const click = reminderClick(event.action, notification.data, worker.location.origin);
    event.waitUntil(click.kind === 'stop' ? stopReminders(worker) : openSite(worker, click.url));
  });
}
