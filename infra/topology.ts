// `npm run start:services`: the production topology on one machine. Each service and the gateway
// run as their own process against the machine's Postgres, Redis and NATS. As in a deployment,
// db-setup first gives every service a database role of its own; DATABASE_URL is the
// administrator's connection, which only db-setup uses.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';
import { env, loadOrCreateLocalSecrets, loadProcessConfig } from '@hub/kit';
import { TOPOLOGY_SECRETS, topologyPlan, type PlannedProcess } from './topology-plan';

const TopologyEnv = z.object({
  DATABASE_URL: env.url().default('postgres://postgres@127.0.0.1:5432/puzzle_hub'),
  REDIS_URL: env.url().default('redis://127.0.0.1:6379'),
  NATS_URL: env.url().default('nats://127.0.0.1:4222'),
  PORT: env.port(8080),
  /** The services listen on this port and the next five (auth first). */
  SERVICE_PORT_BASE: env.port(3001),
  DATA_DIR: z.string().default('.data'),
});
const config = loadProcessConfig(TopologyEnv);

const local = loadOrCreateLocalSecrets(path.resolve(config.DATA_DIR), TOPOLOGY_SECRETS);
const plan = topologyPlan({
  databaseUrl: config.DATABASE_URL,
  redisUrl: config.REDIS_URL,
  natsUrl: config.NATS_URL,
  gatewayPort: config.PORT,
  servicePortBase: config.SERVICE_PORT_BASE,
  // Secrets set in the environment win over the generated ones.
  secrets: {
    ...local,
    SESSION_SECRET: process.env.SESSION_SECRET || local.SESSION_SECRET,
    INTERNAL_SECRET: process.env.INTERNAL_SECRET || local.INTERNAL_SECRET,
  },
});

const children: ChildProcess[] = [];
let stopping = false;

function run({ entry, env: processEnv }: PlannedProcess): ChildProcess {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, `${entry}.js`)], {
    // This shell's other variables (LOG_LEVEL, ADMIN_EMAILS, OAuth...) pass through.
    env: { ...process.env, ...processEnv },
    stdio: 'inherit',
  });
  child.once('exit', (code) => {
    if (stopping || entry === plan.setup.entry) return;
    console.error(`${entry} exited with code ${code}; stopping the others`);
    stopAll(1);
  });
  children.push(child);
  return child;
}

function stopAll(exitCode: number) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(exitCode), 3_000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(
    () => process.exit(exitCode),
  );
}

const setup = run(plan.setup);
const setupCode = await new Promise<number | null>((resolve) => setup.once('exit', resolve));
children.length = 0;
if (setupCode !== 0) {
  console.error(`db-setup failed with code ${setupCode}; nothing was started`);
  process.exit(1);
}
for (const service of Object.values(plan.services)) run(service);
run(plan.gateway);
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
