import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from '../logger';
import { clientConfigOf } from './client-config';

export interface WaitForDatabaseOptions {
  /** The first pause; each next one doubles, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/** Where a pool connects, for a log line: host, port and database, never the password. */
export function databaseAddress(db: Knex): string {
  const config = clientConfigOf(db);
  if (config.connectionString) {
    try {
      const url = new URL(config.connectionString);
      return `${url.hostname}:${url.port || 5432}${url.pathname}`;
    } catch {
      return 'the configured database';
    }
  }
  return `${config.host ?? 'localhost'}:${config.port ?? 5432}/${config.database ?? ''}`;
}

/** The reason a connection failed, in a few words: a code such as ECONNREFUSED, or the message. */
function reasonOf(err: unknown): string {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && code) return code;
  return typeof message === 'string' ? message.split('\n')[0]! : String(err);
}

/** One connection, made and closed: outside the pool, whose failures knex prints with a stack. */
async function answers(db: Knex): Promise<void> {
  const config = clientConfigOf(db);
  config.connectionTimeoutMillis = 5_000;
  const client = new pg.Client(config);
  // A refused connection also emits 'error'; connect()'s rejection is the one to act on.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Returns once the database answers, trying again with a growing pause: a service whose database
 * is not there yet (started first, restarting, a network blip at deploy) waits for it instead of
 * dying with a stack trace and taking its launcher down with it. One warning line a try.
 */
export async function waitForDatabase(
  db: Knex,
  logger: Logger,
  { firstDelayMs = 500, maxDelayMs = 10_000 }: WaitForDatabaseOptions = {},
): Promise<void> {
  for (let attempt = 1, delayMs = firstDelayMs; ; attempt++) {
    try {
      await answers(db);
      if (attempt > 1) logger.info({ attempt }, `Postgres at ${databaseAddress(db)} answers`);
      return;
    } catch (err) {
      logger.warn(
        { attempt, retryInMs: delayMs },
        `Postgres at ${databaseAddress(db)} is unreachable (${reasonOf(err)}); retrying in ${delayMs / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    }
  }
}
