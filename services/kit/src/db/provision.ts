import pg from 'pg';

/** Creates the database named in `url` when it does not exist yet (first start on a machine). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsupported database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  await withClient(admin.toString(), async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  });
}

/**
 * Roles belong to the whole cluster, not to one database, and the advisory lock below only covers
 * this database: set-ups of two databases of one cluster at once (parallel test runs) may collide
 * on a role. The loser's transaction is rolled back and tried again, and then finds the role.
 */
const COLLISIONS = new Set(['23505', '42710', '40001', '40P01', 'XX000']);
const ATTEMPTS = 5;

export interface ServiceRole {
  /** The service's name: the role's name and the name of the one schema it owns. */
  name: string;
  password: string;
}

/**
 * Gives each service a login role of its own that owns its schema and nothing else, so a service
 * (or an injection in it) cannot read another's tables: the wordree role has no right on schema
 * auth, where the password hashes are. Run with an administrator's connection before the services
 * start (compose's db-setup, the Kubernetes Job, `start:services`); safe to run again, and it
 * hands over schemas and tables made earlier by a shared role. The services still run their own
 * migrations, as the owners of their schemas.
 */
export async function provisionServiceRoles(adminUrl: string, roles: ServiceRole[]): Promise<void> {
  await withClient(adminUrl, async (client) => {
    for (let attempt = 1; ; attempt++) {
      await client.query('BEGIN');
      try {
        // Two set-up runs at once (a retried Job) take turns rather than race.
        await client.query(`SELECT pg_advisory_xact_lock(hashtext('provision-service-roles'))`);
        const { rows } = await client.query<{ name: string }>('SELECT current_database() AS name');
        for (const role of roles) await provisionRole(client, rows[0]!.name, role);
        await client.query('COMMIT');
        return;
      } catch (error) {
        await client.query('ROLLBACK');
        const code = (error as { code?: string }).code ?? '';
        if (!COLLISIONS.has(code) || attempt === ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
      }
    }
  });
}

async function provisionRole(client: pg.Client, database: string, role: ServiceRole) {
  if (!/^[a-z][a-z0-9_]*$/.test(role.name)) throw new Error(`Unsupported role name: ${role.name}`);
  const name = client.escapeIdentifier(role.name);
  const password = client.escapeLiteral(role.password);
  const exists = async (sql: string) => !!(await client.query(sql, [role.name])).rowCount;

  const roleExists = await exists('SELECT 1 FROM pg_roles WHERE rolname = $1');
  await client.query(
    `${roleExists ? 'ALTER' : 'CREATE'} ROLE ${name} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD ${password}`,
  );
  await client.query(`GRANT CONNECT ON DATABASE ${client.escapeIdentifier(database)} TO ${name}`);
  if (await exists('SELECT 1 FROM pg_namespace WHERE nspname = $1')) {
    await client.query(`ALTER SCHEMA ${name} OWNER TO ${name}`);
  } else {
    await client.query(`CREATE SCHEMA ${name} AUTHORIZATION ${name}`);
  }
  // Tables first: a table hands its indexes and column sequences over with it; what remains
  // are sequences of their own.
  for (const kinds of [['r', 'p', 'v', 'm', 'f'], ['S']]) {
    const { rows } = await client.query<{ relation: string; kind: string }>(
      `SELECT format('%I.%I', n.nspname, c.relname) AS relation, c.relkind AS kind
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND c.relkind = ANY($2) AND c.relowner <> (
          SELECT oid FROM pg_roles WHERE rolname = $1)`,
      [role.name, kinds],
    );
    for (const { relation, kind } of rows) {
      const noun = { S: 'SEQUENCE', v: 'VIEW', m: 'MATERIALIZED VIEW' }[kind] ?? 'TABLE';
      await client.query(`ALTER ${noun} ${relation} OWNER TO ${name}`);
    }
  }
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
