import { REMINDER_TIME_PATTERN, type ReminderSettings } from '@hub/proto';
import { errorMessage } from '../../../api/client';

/** What this browser says about push (push.ts reads it). */
export interface BrowserPush {
  /** It has service workers, the Push API and notifications. */
  supported: boolean;
  permission: NotificationPermission;
  /** The endpoint of this browser's push subscription, if it has one. */
  endpoint: string | null;
}

/** Why this device cannot be switched on: each has a notice of its own in place of the switch. */
export type ReminderObstacle = 'unsupported' | 'home-screen' | 'blocked';

export interface ReminderView {
  obstacle: ReminderObstacle | null;
  /** Reminders come to this device. */
  onHere: boolean;
  /** How many of the player's other devices get them. */
  otherDevices: number;
}

/**
 * The card's state. On for this device only when the server sends to this browser's own
 * subscription: one it does not know (a failed turn-on, another key) reads as off, and turning on
 * sends it again.
 */
export function reminderView(
  { schedule, endpoints }: ReminderSettings,
  { supported, permission, endpoint }: BrowserPush,
  homeScreenNeeded: boolean,
): ReminderView {
  const obstacle: ReminderObstacle | null = !supported
    ? homeScreenNeeded
      ? 'home-screen'
      : 'unsupported'
    : permission === 'denied'
      ? 'blocked'
      : null;
  const here = endpoint !== null && endpoints.includes(endpoint);
  return {
    obstacle,
    onHere: obstacle === null && schedule !== null && here,
    otherDevices: schedule === null ? 0 : endpoints.length - (here ? 1 : 0),
  };
}

export interface DeviceTraits {
  userAgent: string;
  maxTouchPoints: number;
  /** Opened from the Home Screen (display-mode standalone), not in a Safari tab. */
  standalone: boolean;
}

/**
 * Whether to say that reminders need the site on the Home Screen: iOS and iPadOS give web push
 * only to a site opened from there. An iPad asks for desktop pages as a Mac, told apart by touch.
 */
export function needsHomeScreen({ userAgent, maxTouchPoints, standalone }: DeviceTraits): boolean {
  const ios =
    /\b(iPhone|iPad|iPod)\b/.test(userAgent) ||
    (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
  return ios && !standalone;
}

/** An IANA zone as a player reads it: "America/New York" for America/New_York. */
export const zoneInWords = (timeZone: string) => timeZone.replace(/_/g, ' ');

/** An 'HH:MM' time as the time input shows it, in the browser's language: "07:00 PM", "19:00". */
export function timeInWords(localTime: string, locale?: string): string {
  const match = REMINDER_TIME_PATTERN.exec(localTime);
  if (!match) return localTime;
  const clock = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return clock.format(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
}

/** "at 19:00, Europe/Paris time". */
export const atTime = (localTime: string, timeZone: string, locale?: string) =>
  `at ${timeInWords(localTime, locale)}, ${zoneInWords(timeZone)} time`;

export const devicesInWords = (count: number) =>
  `${count} other ${count === 1 ? 'device' : 'devices'}`;

/**
 * A reason the browser gave for not subscribing, in the player's words. Thrown by push.ts with
 * its message ready to show.
 */
export class PushSetupError extends Error {
  override name = 'PushSetupError';
}

export const PUSH_MESSAGES = {
  notAllowed: 'Allow notifications when the browser asks, to get reminders on this device.',
  notReady: 'This browser is still setting the site up. Reload the page and try again.',
  pushService: 'This browser’s push service did not answer. Try again in a while.',
} as const;

/** A failed change, as the card says it. */
export function reminderErrorMessage(error: unknown): string {
  if (error instanceof PushSetupError) return error.message;
  // The browser's own refusals (a permission taken back meanwhile, its push service down).
  if (error instanceof DOMException) {
    return error.name === 'NotAllowedError' ? PUSH_MESSAGES.notAllowed : PUSH_MESSAGES.pushService;
  }
  return errorMessage(error);
}
