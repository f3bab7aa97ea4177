import { z } from 'zod';
import { drainSetting, env } from '@hub/kit';

/** Settings of the gateway itself, whichever way the services behind it run. */
export const GatewaySettings = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: env.logLevel(),
  PORT: env.port(8080),
  /**
   * Where the gateway serves its Prometheus metrics (/metrics), apart from the public PORT, which
   * never does. Unset: no metrics listener (several gateways on one machine would fight over a
   * fixed default); `npm run start:services` sets 9464.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /** The metrics listener's address: loopback unless a scraper on another machine must reach it. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  SHUTDOWN_DRAIN_MS: drainSetting(),
  SESSION_SECRET: env.secret(),
  INTERNAL_SECRET: env.secret(),
  /** Behind a TLS-terminating proxy: trust its X-Forwarded-* so cookies get Secure. */
  TRUST_PROXY: env.flag(false),
  /** Extra origins allowed to make state-changing calls (the site's own origin always is). */
  PUBLIC_URL: env.url().optional(),
  SUPPORT_EMAIL: z.email().optional(),
  ADS_CLIENT_ID: z
    .string()
    .regex(/^ca-pub-\d+$/, 'must look like ca-pub-1234')
    .optional(),
  SESSION_IDLE_TIMEOUT_HOURS: z.coerce
    .number()
    .positive()
    .default(14 * 24),
  SESSION_ABSOLUTE_LIFETIME_HOURS: z.coerce
    .number()
    .positive()
    .default(30 * 24),
  /** The built web app; the default is where `npm run build:web` puts it. */
  WEB_DIST: z.string().default('web/dist'),
});
export type GatewaySettings = z.infer<typeof GatewaySettings>;

export function sessionTimeouts(settings: GatewaySettings) {
  return {
    idleTimeoutMs: settings.SESSION_IDLE_TIMEOUT_HOURS * 3_600_000,
    absoluteTimeoutMs: settings.SESSION_ABSOLUTE_LIFETIME_HOURS * 3_600_000,
  };
}
