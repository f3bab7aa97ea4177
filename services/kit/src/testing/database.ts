import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEST_DATABASE_PREFIX = 'hub_test_';

/** Where tests may create throwaway databases. */
export function testAdminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testAdminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, empty database for one test file, so files can run in parallel without sharing rows. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `${TEST_DATABASE_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  return {
    name,
    url: withDatabase(testAdminUrl(), name),
    drop: () =>
      onAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/** Drops test databases left behind by interrupted runs (old enough not to belong to a live run). */
export async function dropStaleTestDatabases(olderThanMs = 2 * 3_600_000): Promise<void> {
  await onAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${TEST_DATABASE_PREFIX}%`],
    );
    const cutoff = Date.now() - olderThanMs;
    for (const { datname } of rows) {
      const createdAt = parseInt(
        datname.slice(TEST_DATABASE_PREFIX.length).split('_')[0] ?? '',
        36,
      );
      if (!(createdAt < cutoff)) continue;
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  });
}
