import { PUSH_MESSAGES, PushSetupError, type DeviceTraits } from './state';

/** What the browser offers for push: the card reads it once, on its first render. */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export const notificationPermission = (): NotificationPermission =>
  'Notification' in window ? Notification.permission : 'default';

/** The zone the player's reminders follow: this browser's. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function deviceTraits(): DeviceTraits {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone:
      window.matchMedia('(display-mode: standalone)').matches ||
      (navigator as { standalone?: boolean }).standalone === true,
  };
}

/** A key in base64url (no padding), as a VAPID public key is given, as bytes. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
}

/** Whether a subscription was made with this key (the site's key may have been changed since). */
export function sameKey(made: ArrayBuffer | null, key: Uint8Array): boolean {
  if (!made || made.byteLength !== key.length) return false;
  const bytes = new Uint8Array(made);
  return bytes.every((byte, index) => byte === key[index]);
}

/** This browser's push subscription, if any; none before the service worker is registered. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** How long a turn-on waits for the service worker, which the app registers after load. */
const WORKER_WAIT_MS = 15_000;

/** The active service worker; `ready` alone never settles where none gets registered. */
function activeWorker(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(
      () => reject(new PushSetupError(PUSH_MESSAGES.notReady)),
      WORKER_WAIT_MS,
    );
    void navigator.serviceWorker.ready.then((registration) => {
      window.clearTimeout(timer);
      resolve(registration);
    });
  });
}

/**
 * Whether the player lets the site notify, asking them when they have not said. Called in the
 * switch's click itself: Safari asks only during a player's gesture, which a step awaited first
 * may already have ended.
 */
export const askToNotify = (): Promise<NotificationPermission> =>
  Notification.permission === 'granted'
    ? Promise.resolve('granted')
    : Notification.requestPermission();

/**
 * A push subscription of this browser made with the site's key, once the player has answered
 * `asked` (askToNotify): keeps a subscription made with the same key, and replaces one made with
 * another (a browser holds one per site). Null when the player blocks notifications at the
 * question: the card's notice for that says the rest.
 */
export async function subscribeHere(
  publicKey: string,
  asked: Promise<NotificationPermission>,
): Promise<PushSubscription | null> {
  const permission = await asked;
  if (permission === 'denied') return null;
  if (permission !== 'granted') throw new PushSetupError(PUSH_MESSAGES.notAllowed);
  const registration = await activeWorker();
  const key = base64UrlBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}
