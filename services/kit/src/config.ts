import { readFileSync } from 'node:fs';
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
 *
 * Any variable may instead be given as a file: `X_FILE=/path` reads X from that file (how Docker
 * and Kubernetes hand over secrets without putting them in the environment or `docker inspect`).
 * With NODE_ENV=production a secret that is a published placeholder is refused.
 */
export function loadConfig<Schema extends z.ZodObject>(
  schema: Schema,
  env: NodeJS.ProcessEnv = process.env,
): Readonly<z.infer<Schema>> {
  const problems: string[] = [];
  const present = withFileValues(schema, nonEmpty(env), problems);
  const result = schema.safeParse(present);
  if (!result.success) {
    problems.push(
      ...result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  } else if (present.NODE_ENV === 'production') {
    const config = result.data as Record<string, unknown>;
    problems.push(...placeholderSecrets(schema, config), ...productionRefusals(schema, config));
  }
  if (problems.length) throw new ConfigError(problems);
  return Object.freeze(result.data as z.infer<Schema>);
}

/** An empty variable means unset (compose files and shells produce them for optional settings). */
function nonEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]),
  );
}

function withFileValues(
  schema: z.ZodObject,
  env: Record<string, string>,
  problems: string[],
): Record<string, string> {
  const values = { ...env };
  for (const key of Object.keys(schema.shape)) {
    const file = env[`${key}_FILE`];
    if (file === undefined) continue;
    if (env[key] !== undefined) {
      problems.push(`${key}: set either ${key} or ${key}_FILE, not both`);
      continue;
    }
    try {
      // Files written by `echo` or editors end with a newline that is no part of the value.
      values[key] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      problems.push(`${key}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code})`);
    }
  }
  return values;
}

/** The shapes made by env.secret() and env.password(): values that must never be published. */
const secretShapes = new WeakSet<z.ZodType>();

function sensitive<T extends z.ZodType>(shape: T): T {
  secretShapes.add(shape);
  return shape;
}

/**
 * Values that come from documentation, examples, compose files and tests: anyone can read them,
 * so a production deployment using one has no secret at all.
 */
const PLACEHOLDER =
  /change.?me|changeit|placeholder|example|insecure|secret-of-at-least|not-a-secret|^(?:test|local|dev|default|secret|password)\b/i;

/** Sensitive, or an optional or defaulted sensitive shape. */
function isSensitive(shape: z.ZodType): boolean {
  const inner = (shape._zod.def as { innerType?: z.ZodType }).innerType;
  return secretShapes.has(shape) || (inner !== undefined && isSensitive(inner));
}

function placeholderSecrets(schema: z.ZodObject, config: Record<string, unknown>): string[] {
  return Object.entries(schema.shape).flatMap(([key, shape]) => {
    const value = config[key];
    if (!isSensitive(shape as z.ZodType) || typeof value !== 'string') return [];
    // A run of few distinct characters ("xxxx…", "abcabc…") is typed, not generated.
    const guessable = PLACEHOLDER.test(value) || new Set(value).size < 8;
    return guessable
      ? [
          `${key}: is a known placeholder; production needs a random value (e.g. \`openssl rand -base64 48\`)`,
        ]
      : [];
  });
}

/** Shapes made by env.requiredInProduction(): elsewhere the process works out a value itself. */
const productionRequired = new WeakSet<z.ZodType>();
/** Shapes made by env.developmentFlag(): aids for a developer's machine, never for a public site. */
const developmentOnly = new WeakSet<z.ZodType>();

function marked<T extends z.ZodType>(shapes: WeakSet<z.ZodType>, shape: T): T {
  shapes.add(shape);
  return shape;
}

/** A production process must be told what it would otherwise guess, and runs no development aid. */
function productionRefusals(schema: z.ZodObject, config: Record<string, unknown>): string[] {
  return Object.entries(schema.shape).flatMap(([key, shape]) => {
    if (productionRequired.has(shape as z.ZodType) && config[key] === undefined) {
      return [`${key}: must be set with NODE_ENV=production`];
    }
    if (developmentOnly.has(shape as z.ZodType) && config[key] === true) {
      return [`${key}: is for development; NODE_ENV=production refuses it`];
    }
    return [];
  });
}

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');

/** Reusable variable shapes. */
export const env = {
  /** A duration in milliseconds, whole and within `most`. */
  milliseconds: (fallback: number, most: number) =>
    z.coerce.number().int().min(0).max(most).default(fallback),
  port: (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback),
  url: () => z.url({ error: 'must be a URL' }),
  /** A secret of ours: long enough to be random, and (`check`) of the form it must have. */
  secret: (check?: { test: (value: string) => boolean; message: string }) => {
    const shape = z.string().min(32, { error: 'must be at least 32 characters', abort: true });
    return sensitive(check ? shape.refine(check.test, check.message) : shape);
  },
  /** A credential that is not ours to size (a database password): only known placeholders are refused. */
  password: () => sensitive(z.string()),
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
  flag,
  /** A development aid, off unless turned on, which production refuses to start with. */
  developmentFlag: () => marked(developmentOnly, flag(false)),
  /** An optional `shape` that production must be given: elsewhere the process works one out. */
  requiredInProduction: <T extends z.ZodType>(shape: T) => marked(productionRequired, shape),
  logLevel: () =>
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

/** What every service process needs: where its data and events live and how identity is signed. */
/**
 * How long a process told to stop (SIGTERM) keeps serving first, its /readyz saying 503, so that
 * whoever routes to it (the gateway's probes, once a second; a load balancer; Kubernetes) stops
 * before it closes (docs/operations.md, "Rolling restarts"). Every HTTP process has it.
 */
export const drainSetting = () => env.milliseconds(DEFAULT_DRAIN_MS, 60_000);
export const DEFAULT_DRAIN_MS = 3_000;

export const ServiceEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: env.logLevel(),
  DATABASE_URL: env.url(),
  /** Kept out of DATABASE_URL so it can come from a secret file (DATABASE_PASSWORD_FILE). */
  DATABASE_PASSWORD: env.password().optional(),
  NATS_URL: env.url(),
  INTERNAL_SECRET: env.secret(),
  SHUTDOWN_DRAIN_MS: drainSetting(),
});

/** DATABASE_URL with DATABASE_PASSWORD, when given, as its password. */
export function databaseUrlOf(config: { DATABASE_URL: string; DATABASE_PASSWORD?: string }) {
  if (config.DATABASE_PASSWORD === undefined) return config.DATABASE_URL;
  const url = new URL(config.DATABASE_URL);
  url.password = encodeURIComponent(config.DATABASE_PASSWORD);
  return url.toString();
}
