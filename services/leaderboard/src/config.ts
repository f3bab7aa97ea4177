import { createECDH } from 'node:crypto';
import { z } from 'zod';
import { env, loadConfig } from '@hub/kit';
import { DEFAULT_PUSH_SERVICE_ORIGINS } from './domain/push-services';

/** A P-256 private key, base64url (32 bytes): what a VAPID key pair is made from. */
function publicKeyOf(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

function isPrivateKey(value: string): boolean {
  try {
    return Buffer.from(value, 'base64url').length === 32 && publicKeyOf(value).length > 0;
  } catch {
    return false;
  }
}

/**
 * The leaderboard's own settings, beside every service's: streak reminders
 * (docs/rules.md#streak-reminders), sent by Web Push.
 */
export const LeaderboardEnv = z.object({
  /**
   * The VAPID private key the site signs its pushes with: 32 random bytes, base64url (`openssl
   * rand 32 | basenc --base64url`); the public key browsers subscribe with is derived from it.
   * Unset, the site offers no reminders. Changing it ends every subscription made with the old one.
   */
  VAPID_PRIVATE_KEY: env
    .secret({ test: isPrivateKey, message: 'must be 32 bytes, base64url: a P-256 private key' })
    .optional(),
  /** Who push services may contact about the pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .url({ protocol: /^(mailto|https)$/, error: 'must be a mailto: or https: URL' })
    .optional(),
  /** The site's public origin: the contact when VAPID_SUBJECT is unset and it is https. */
  PUBLIC_URL: env.url().optional(),
  /**
   * The push services reminders may go to (a subscription names any URL; see push-services.ts),
   * as origins, `*.` for any host below one. Unset, the big browsers' own.
   */
  PUSH_SERVICE_ORIGINS: env.list(),
  /** How often the sweep looks for reminders due, in seconds. */
  REMINDER_CHECK_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
});
export type LeaderboardEnv = z.infer<typeof LeaderboardEnv>;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** What the reminders' routes and sweep run with. */
export interface ReminderConfig {
  /** Null: the site sends no reminders. */
  vapid: VapidKeys | null;
  pushServiceOrigins: readonly string[];
  checkEveryMs: number;
}

/** No reminders: what a site without VAPID keys runs with (and tests of other things). */
export const REMINDERS_OFF: ReminderConfig = Object.freeze({
  vapid: null,
  pushServiceOrigins: DEFAULT_PUSH_SERVICE_ORIGINS,
  checkEveryMs: 60_000,
});

export function reminderConfigOf(config: LeaderboardEnv): ReminderConfig {
  const privateKey = config.VAPID_PRIVATE_KEY;
  const site = config.PUBLIC_URL?.startsWith('https:') ? config.PUBLIC_URL : undefined;
  return {
    vapid: privateKey
      ? {
          privateKey,
          publicKey: publicKeyOf(privateKey),
          subject: config.VAPID_SUBJECT ?? site ?? 'mailto:reminders@localhost',
        }
      : null,
    pushServiceOrigins: config.PUSH_SERVICE_ORIGINS.length
      ? config.PUSH_SERVICE_ORIGINS
      : DEFAULT_PUSH_SERVICE_ORIGINS,
    checkEveryMs: config.REMINDER_CHECK_SECONDS * 1_000,
  };
}

/** The reminders' settings from an environment (the process's, or the one `npm start` made). */
export function loadReminderConfig(source: NodeJS.ProcessEnv = process.env): ReminderConfig {
  return reminderConfigOf(loadConfig(LeaderboardEnv, source));
}
