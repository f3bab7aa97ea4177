import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { clientConfigOf } from './client-config';

export type { Knex };

/** A migration is a module with up/down, named so that names sort in the order to run them. */
export interface Migration {
  up(knex: Knex): Promise<void>;
  down?(knex: Knex): Promise<void>;
}
export type MigrationList = Record<string, Migration>;

/**
 * A connection pool whose unqualified table names resolve inside the service's own schema.
 * One database, one schema per service: a service never reaches into another's schema.
 */
export function createDb(url: string, schema: string, pool: Knex.PoolConfig = {}): Knex {
  return knexFactory({
    client: 'pg',
    connection: url,
    searchPath: [schema],
    pool: { min: 0, max: 5, ...pool },
  });
}

class ListMigrationSource implements Knex.MigrationSource<string> {
  constructor(private readonly migrations: MigrationList) {}
  async getMigrations() {
    return Object.keys(this.migrations).sort();
  }
  getMigrationName(name: string) {
    return name;
  }
  async getMigration(name: string) {
    const migration = this.migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return { up: migration.up, down: migration.down ?? (async () => {}) };
  }
}

/**
 * Creates the schema if needed (knex will not) and brings it to the latest migration. Replicas
 * starting together take turns: knex's own lock covers the migrations but not the creation of
 * the schema and of its bookkeeping tables, which raced (duplicate pg_type, "already exists").
 * An advisory lock, keyed by schema, serialises the whole step. It is held by a connection of its
 * own, outside the pool the migrations use, and dies with it: a replica that crashes mid-way
 * frees it for the next.
 */
export async function migrateSchema(
  db: Knex,
  schema: string,
  migrations: MigrationList,
): Promise<void> {
  const lock = new pg.Client(clientConfigOf(db));
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${schema}`]);
    // A provisioned service role owns its schema but may not create schemas: ask first, since
    // CREATE SCHEMA IF NOT EXISTS checks that right even when the schema exists.
    const { rowCount } = await lock.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [
      schema,
    ]);
    if (!rowCount) await lock.query(`CREATE SCHEMA ${lock.escapeIdentifier(schema)}`);
    await db.migrate.latest({
      schemaName: schema,
      tableName: 'knex_migrations',
      migrationSource: new ListMigrationSource(migrations),
    });
  } finally {
    // Ending the session releases the lock.
    await lock.end();
  }
}

/** True when the database answers. */
export async function pingDb(db: Knex): Promise<boolean> {
  try {
    await db.raw('select 1');
    return true;
  } catch {
    return false;
  }
}

export * from './client-config';
export * from './provision';
export * from './wait';
export * from './change-feed';
