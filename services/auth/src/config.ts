import { z } from 'zod';
import { env, loadConfig } from '@hub/kit';

const hours = (fallback: number) =>
  z.coerce.number().positive('must be a positive number of hours').default(fallback);

/**
 * What the auth app needs, whichever process hosts it (its own, or the gateway's). The session
 * variables are the gateway's too: both must read the same sessions the same way. A social
 * provider is offered only when both its client id and secret are set; its endpoint URLs default
 * to the real provider and point at a local stand-in in tests.
 */
export const AuthEnv = z.object({
  SESSION_SECRET: env.secret(),
  SESSION_IDLE_TIMEOUT_HOURS: hours(14 * 24),
  SESSION_ABSOLUTE_LIFETIME_HOURS: hours(30 * 24),
  ADMIN_EMAILS: env.list().transform((emails) => emails.map((email) => email.toLowerCase())),
  /** The site's public origin: OAuth callback URLs are built on it. */
  PUBLIC_URL: env.url().default('http://localhost:8080'),

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
export type AuthConfig = Readonly<z.infer<typeof AuthEnv>>;

export function loadAuthConfig(source: NodeJS.ProcessEnv = process.env): AuthConfig {
  return loadConfig(AuthEnv, source);
}

export function sessionTimeouts(config: AuthConfig) {
  return {
    idleTimeoutMs: config.SESSION_IDLE_TIMEOUT_HOURS * 3_600_000,
    absoluteTimeoutMs: config.SESSION_ABSOLUTE_LIFETIME_HOURS * 3_600_000,
  };
}
