// `node dist/server/admin-role.js grant|revoke <e-mail> [--by <name>]`: an operator grants or
// revokes the admin role of an account, audited in auth.role_audit (who, what, when). Runs with
// the auth service's DATABASE_URL (and DATABASE_PASSWORD). A revocation also ends the account's
// sessions, which hold its roles: in Redis when REDIS_URL is given (as the services have it), else
// in Postgres where the single-process start keeps them. `... audit` lists the latest changes.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { z } from 'zod';
import {
  createDb,
  databaseUrlOf,
  env,
  loadProcessConfig,
  createLogger,
  PostgresSessionStore,
  RedisSessionStore,
  type Knex,
} from '@hub/kit';
import { changeAdminRole, RoleCommandError } from './accounts/admin-role.service';
import { SCHEMA } from './app';
import { roleAudit } from './db/roles.repository';

const silentLogger = createLogger('admin-role', 'silent');

const USAGE = 'usage: admin-role grant|revoke <e-mail> [--by <operator>]  |  admin-role audit';

const AdminRoleEnv = z.object({
  DATABASE_URL: env.url(),
  DATABASE_PASSWORD: env.password().optional(),
  REDIS_URL: env.url().optional(),
  ADMIN_EMAILS: env.list().transform((emails) => emails.map((email) => email.toLowerCase())),
});

/** Ends the user's sessions wherever this deployment keeps them; false when it cannot tell where. */
async function endSessions(config: z.infer<typeof AdminRoleEnv>, db: Knex, userId: string) {
  if (config.REDIS_URL) {
    const redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
    try {
      await redis.connect();
      const store = new RedisSessionStore(redis);
      await store.indexEarlierSessions(silentLogger);
      await store.endSessionsOf(userId);
      return true;
    } finally {
      redis.disconnect();
    }
  }
  // The single-process start (no Redis) keeps sessions in the gateway schema of the same database;
  // the running site drops its copies of them when they go (PostgresSessionStore).
  const table = await db.raw(`select to_regclass('gateway.sessions') as name`);
  if (!table.rows[0]?.name) return false;
  const store = await PostgresSessionStore.open(databaseUrlOf(config), 'gateway', silentLogger);
  try {
    await store.endSessionsOf(userId);
    return true;
  } finally {
    await store.close();
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { by: { type: 'string' } },
  });
  const [command, email] = positionals;
  const config = loadProcessConfig(AdminRoleEnv);
  const db = createDb(databaseUrlOf(config), SCHEMA, { max: 1 });
  try {
    if (command === 'audit') {
      for (const entry of await roleAudit(db)) {
        console.log(
          `${entry.at.toISOString()}  ${entry.operator}  ${entry.action} ${entry.role}  ${entry.email}`,
        );
      }
      return 0;
    }
    if ((command !== 'grant' && command !== 'revoke') || !email || positionals.length > 2) {
      console.error(USAGE);
      return 2;
    }
    const operator = values.by?.trim() || os.userInfo().username;
    const result = await changeAdminRole(
      db,
      { action: command, email, operator },
      config.ADMIN_EMAILS,
    );
    console.log(result.summary);
    if (command === 'revoke') {
      const ended = await endSessions(config, db, result.userId);
      console.log(
        ended
          ? 'Their sessions have ended: they sign in again without the role.'
          : 'Could not reach the sessions (set REDIS_URL as the services have it): the role ' +
              'stays in their current sessions until those end.',
      );
      if (result.stillAdminByConfig) {
        console.log('Note: this e-mail is in ADMIN_EMAILS, which still makes it admin.');
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof RoleCommandError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
