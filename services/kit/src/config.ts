import { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the environment once, validated by `schema`. Every bad or missing variable is listed in
 * one error, named, so an operator fixes them all in one go. The result is frozen.
 */
export function loadConfig<Schema extends z.ZodObject>(
  schema: Schema,
  env: NodeJS.ProcessEnv = process.env,
): Readonly<z.infer<Schema>> {
  // An empty variable means unset (compose files and shells produce them for optional settings).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  }
  return Object.freeze(result.data);
}

/** Reusable variable shapes. */
export const env = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback),
  url: () => z.url({ error: 'must be a URL' }),
  secret: () => z.string().min(32, 'must be at least 32 characters'),
  list: () =>
    z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
  flag: (fallback: boolean) =>
    z
      .enum(['true', 'false', '1', '0'])
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1'),
  logLevel: () =>
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

/** What every service process needs: where its data and events live and how identity is signed. */
export const ServiceEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: env.logLevel(),
  DATABASE_URL: env.url(),
  NATS_URL: env.url(),
  INTERNAL_SECRET: env.secret(),
});
