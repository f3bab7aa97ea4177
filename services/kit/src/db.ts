import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

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

/** Creates the schema if needed (knex will not) and brings it to the latest migration. */
export async function migrateSchema(
  db: Knex,
  schema: string,
  migrations: MigrationList,
): Promise<void> {
  await db.raw('CREATE SCHEMA IF NOT EXISTS ??', [schema]);
  await db.migrate.latest({
    schemaName: schema,
    tableName: 'knex_migrations',
    migrationSource: new ListMigrationSource(migrations),
  });
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

/** Creates the database named in `url` when it does not exist yet (first start on a machine). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsupported database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
