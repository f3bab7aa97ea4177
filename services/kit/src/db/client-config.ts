import type { Knex } from 'knex';
import type pg from 'pg';

/**
 * A pool's connection settings, for a client of its own outside the pool. A copy, with every
 * property: knex parses a connection URL into an object whose password is not enumerable (so it
 * stays out of logs), and a spread would silently drop it.
 */
export function clientConfigOf(db: Knex): pg.ClientConfig {
  const settings = db.client.config.connection as string | pg.ClientConfig;
  if (typeof settings === 'string') return { connectionString: settings };
  return Object.defineProperties({}, Object.getOwnPropertyDescriptors(settings));
}
