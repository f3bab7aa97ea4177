import { z } from 'zod';
import { GameType } from './games';

/**
 * Streak reminders (docs/rules.md#streak-reminders): a signed-in player asks for a Web Push
 * notification at a time of day on their own clock, sent only on a day their streak is alive and
 * today's games are not played yet. The leaderboard service keeps the subscriptions and sends
 * them, under `/api/reminders`.
 */

/** Devices (push subscriptions) one player may get reminders on; a new one replaces the oldest. */
export const MAX_REMINDER_DEVICES = 10;
/** The time a player is offered first. */
export const DEFAULT_REMINDER_TIME = '19:00';
/** 'HH:MM', 24-hour, on the player's own clock. */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const REMINDER_MESSAGES = {
  signIn: 'Sign in to get streak reminders',
  unavailable: 'Streak reminders are not offered on this site',
  badTime: 'Pick a time of day, as hours and minutes',
  badTimeZone: 'Unknown time zone',
  pushService: "Reminders cannot be sent through this browser's push service",
  notFound: 'No reminders go to this device',
} as const;

/** What a notification's "Stop reminders" button is called (web/sw reads it back). */
export const STOP_REMINDERS_ACTION = 'stop-reminders';

/** base64url without padding, of a given number of bytes (how browsers give push keys). */
const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`),
      `${what} is not a browser's push key`,
    );

/** A browser's PushSubscription, as its toJSON() gives it. */
export const PushSubscriptionBody = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'A push subscription needs its endpoint URL' })
    .max(2048),
  keys: z.object({
    // An uncompressed P-256 public key (65 bytes) and a 16-byte secret, per RFC 8291.
    p256dh: base64url(65, 'p256dh'),
    auth: base64url(16, 'auth'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const ReminderTime = z.string().regex(REMINDER_TIME_PATTERN, REMINDER_MESSAGES.badTime);

/** POST /api/reminders: this device's subscription, and the player's time and zone. */
export const ReminderBody = z.object({
  localTime: ReminderTime,
  /** An IANA zone, as the browser reports it (Intl.DateTimeFormat().resolvedOptions().timeZone). */
  timeZone: z.string().min(1, REMINDER_MESSAGES.badTimeZone).max(64, REMINDER_MESSAGES.badTimeZone),
  subscription: PushSubscriptionBody,
});
export type ReminderBody = z.infer<typeof ReminderBody>;

/** POST /api/reminders/unsubscribe: the device to stop, named by its endpoint. */
export const UnsubscribeBody = PushSubscriptionBody.pick({ endpoint: true });
export type UnsubscribeBody = z.infer<typeof UnsubscribeBody>;

/** GET /api/reminders (and POST's answer): whether the site sends them, and the player's choice. */
export const ReminderSettings = z.object({
  /**
   * The site's VAPID public key (base64url), which a browser subscribes with; null when the site
   * sends no reminders (no key configured).
   */
  publicKey: z.string().nullable(),
  /** The player's time and zone; null while no device of theirs gets reminders. */
  schedule: z.object({ localTime: ReminderTime, timeZone: z.string() }).nullable(),
  /** The endpoints of the player's devices that get them (each browser knows its own). */
  endpoints: z.array(z.string()),
});
export type ReminderSettings = z.infer<typeof ReminderSettings>;

/** What a reminder's push message carries, for the service worker to show. */
export const ReminderPush = z.object({
  title: z.string(),
  body: z.string(),
  /** Where a tap on it leads. */
  url: z.string(),
  games: z.array(GameType),
});
export type ReminderPush = z.infer<typeof ReminderPush>;
