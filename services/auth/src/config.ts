import { z } from 'zod';
import { env, loadConfig } from '@hub/kit';

const hours = (fallback: number) =>
  z.coerce.number().positive('must be a positive number of hours').default(fallback);
const perHour = (fallback: number) =>
  z.coerce.number().int().positive('must be a positive whole number').default(fallback);

/**
 * What the auth app needs, whichever process hosts it (its own, or the gateway's). The session
 * variables are the gateway's too: both must read the same sessions the same way. A social
 * provider is offered only when both its client id and secret are set; its endpoint URLs default
 * to the real provider and point at a local stand-in in tests.
 */
export const AuthEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SESSION_SECRET: env.secret(),
  SESSION_IDLE_TIMEOUT_HOURS: hours(14 * 24),
  SESSION_ABSOLUTE_LIFETIME_HOURS: hours(30 * 24),
  ADMIN_EMAILS: env.list().transform((emails) => emails.map((email) => email.toLowerCase())),
  /**
   * The site's public origin: mailed links, OAuth callback URLs and the default sender are built
   * on it. Unset, outside production, the site is where the gateway hosting auth listens (see
   * loadAuthConfig); auth in its own process must be given it (main.ts).
   */
  PUBLIC_URL: env.requiredInProduction(env.url().optional()),
  /**
   * Where mail goes (verification and password-reset links): smtp://user:pass@host:587 or
   * smtps://... Without it, outside production, mails are logged; in production they cannot go
   * out (see app.ts).
   */
  SMTP_URL: env.url().optional(),
  /** The sender; defaults to no-reply@ the PUBLIC_URL's host. */
  MAIL_FROM: z.string().optional(),
  /**
   * Without SMTP_URL, also keeps the logged mails for GET /api/auth/dev/mailbox, which shows them
   * to this machine's own browser only. `npm start` turns it on for itself outside production;
   * production refuses it (the mails hold working sign-in and reset links).
   */
  DEV_MAILBOX: env.developmentFlag(),
  /** Failed sign-ins one address may make an hour, whatever the accounts (README: throttling). */
  SIGN_IN_FAILURES_PER_ADDRESS_PER_HOUR: perHour(30),
  /** Sign-up attempts one address may make an hour. */
  SIGN_UPS_PER_ADDRESS_PER_HOUR: perHour(20),
  /** Password-reset mails one address may ask for an hour (each account also has a mail limit). */
  PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: perHour(20),

  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: env.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: env.url().default('https://oauth2.googleapis.com/token'),
  // passport-google-oauth20 reads the OpenID Connect format only from a path ending in /userinfo.
  GOOGLE_USERINFO_URL: env.url().default('https://openidconnect.googleapis.com/v1/userinfo'),

  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_AUTH_URL: env.url().default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: env.url().default('https://github.com/login/oauth/access_token'),
  GITHUB_USER_URL: env.url().default('https://api.github.com/user'),
  GITHUB_EMAILS_URL: env.url().default('https://api.github.com/user/emails'),
});
/** The settings with the site's public origin settled. */
export type AuthConfig = Readonly<z.infer<typeof AuthEnv> & { PUBLIC_URL: string }>;

/**
 * The settings of auth hosted beside its gateway, which listens at `siteUrl`: the site's origin
 * when PUBLIC_URL is unset (production refuses that rather than guess a public name).
 */
export function loadAuthConfig(source: NodeJS.ProcessEnv, siteUrl: string): AuthConfig {
  const config = loadConfig(AuthEnv, source);
  return Object.freeze({ ...config, PUBLIC_URL: config.PUBLIC_URL ?? siteUrl });
}

export function mailFrom(config: AuthConfig): string {
  return config.MAIL_FROM ?? `Daily Puzzle Games <no-reply@${new URL(config.PUBLIC_URL).hostname}>`;
}

export function sessionTimeouts(config: AuthConfig) {
  return {
    idleTimeoutMs: config.SESSION_IDLE_TIMEOUT_HOURS * 3_600_000,
    absoluteTimeoutMs: config.SESSION_ABSOLUTE_LIFETIME_HOURS * 3_600_000,
  };
}
