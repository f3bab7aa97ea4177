import webpush from 'web-push';
import type { VapidKeys } from '../config';
import type { DeviceRow } from '../db/reminders.repository';

/**
 * What a push to one device came to: sent; gone for good (the browser unsubscribed, or the
 * subscription can never work: the push service said so); or failed in a way that may pass.
 */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushMessage {
  payload: string;
  /** How long the push service may hold it for a device that is off: past it, it means nothing. */
  ttlSeconds: number;
}

/** Sends one push message to one device. */
export type PushSender = (device: DeviceRow, message: PushMessage) => Promise<PushOutcome>;

/** How long one push service may take to take a message. */
const PUSH_TIMEOUT_MS = 10_000;
/**
 * A push service's answers that say the subscription will never take a message (RFC 8030, and
 * what FCM, Mozilla and Apple answer for a subscription made with another key or malformed).
 */
const GONE_STATUSES = new Set([400, 401, 403, 404, 410, 413]);

/**
 * Web Push (RFC 8030): the `web-push` library encrypts the payload for the browser (RFC 8291) and
 * signs the request with the site's VAPID keys (RFC 8292); fetch carries it, so that a deployment
 * may name a push service on plain HTTP (a test's stand-in) where the library speaks only HTTPS.
 * A newer reminder replaces one still waiting (topic).
 */
export function webPushSender(vapid: VapidKeys): PushSender {
  return async (device, message) => {
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        message.payload,
        {
          vapidDetails: vapid,
          TTL: message.ttlSeconds,
          urgency: 'normal',
          topic: 'streak-reminder',
        },
      );
      // fetch measures the body itself.
      const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: new Uint8Array(request.body),
        redirect: 'error',
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return 'sent';
      return GONE_STATUSES.has(response.status) ? 'gone' : 'failed';
    } catch {
      return 'failed';
    }
  };
}
