// `node dist/server/db-setup.js`: run once per deployment (and again on upgrades) with an
// administrator's connection, before the services start: creates the database if needed and
// gives each service a login role that owns its schema and nothing else. Compose runs it as a
// one-shot service, Kubernetes as a Job, `start:services` before it starts the services.
import { z } from 'zod';
import {
  databaseUrlOf,
  ensureDatabase,
  env,
  loadProcessConfig,
  provisionServiceRoles,
} from '@hub/kit';
import { SERVICES } from '@hub/proto';
import { passwordVariable } from './topology-plan';

const DbSetupEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_ADMIN_URL: env.url(),
  DATABASE_ADMIN_PASSWORD: env.password().optional(),
  ...Object.fromEntries(SERVICES.map((service) => [passwordVariable(service), env.password()])),
});

// The per-service variables are built from SERVICES, so their names are not known to the type.
const config = loadProcessConfig(DbSetupEnv) as z.infer<typeof DbSetupEnv> & Record<string, string>;
const adminUrl = databaseUrlOf({
  DATABASE_URL: config.DATABASE_ADMIN_URL,
  DATABASE_PASSWORD: config.DATABASE_ADMIN_PASSWORD,
});

/** Postgres still starting, or restarting beside us (compose restarts everything at once). */
const NOT_YET = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', '57P03']);
const PATIENCE_MS = 60_000;

async function whenPostgresAnswers(run: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (!NOT_YET.has(code) || Date.now() > deadline) throw error;
      console.log(`waiting for Postgres (${code})`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

await whenPostgresAnswers(() => ensureDatabase(adminUrl));
await provisionServiceRoles(
  adminUrl,
  SERVICES.map((name) => ({ name, password: config[passwordVariable(name)]! })),
);
console.log(`database ready: a role and a schema for each of ${SERVICES.join(', ')}`);
