// `npm run start:services`: the production topology on one machine. Each service and the gateway
// run as their own process against the machine's Postgres, Redis and NATS. As in a deployment,
// db-setup first gives every service a database role of its own; DATABASE_URL is the
// administrator's connection, which only db-setup uses.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_DRAIN_MS,
  env,
  loadOrCreateLocalSecrets,
  loadProcessConfig,
  SHUTDOWN_DEADLINE_MS,
} from '@hub/kit';
import { SERVICES } from '@hub/proto';
import { portVariable, TOPOLOGY_SECRETS, topologyPlan, type PlannedProcess } from './topology-plan';

const TopologyEnv = z.object({
  DATABASE_URL: env.url().default('postgres://postgres@127.0.0.1:5432/puzzle_hub'),
  REDIS_URL: env.url().default('redis://127.0.0.1:6379'),
  NATS_URL: env.url().default('nats://127.0.0.1:4222'),
  PORT: env.port(8080),
  /** The site's public origin, for mailed links; unset, the gateway's http://localhost:<PORT>. */
  PUBLIC_URL: env.url().optional(),
  /** The gateway's metrics listener (the public PORT never serves /metrics). */
  METRICS_PORT: env.port(9464),
  /** The services listen on this port and the next five (auth first)... */
  SERVICE_PORT_BASE: env.port(3001),
  DATA_DIR: z.string().default('.data'),
});
/** A service given a port of its own (AUTH_PORT, WORDREE_PORT...) leaves the block above. */
const ServicePorts = z.object(
  Object.fromEntries(
    SERVICES.map((name) => [
      portVariable(name),
      z.coerce.number().int().min(1).max(65_535).optional(),
    ]),
  ) as Record<ReturnType<typeof portVariable>, z.ZodOptional<z.ZodCoercedNumber>>,
);
const config = loadProcessConfig(TopologyEnv.extend(ServicePorts.shape));

const local = loadOrCreateLocalSecrets(path.resolve(config.DATA_DIR), TOPOLOGY_SECRETS);
const plan = topologyPlan({
  databaseUrl: config.DATABASE_URL,
  redisUrl: config.REDIS_URL,
  natsUrl: config.NATS_URL,
  gatewayPort: config.PORT,
  publicUrl: config.PUBLIC_URL,
  gatewayMetricsPort: config.METRICS_PORT,
  servicePortBase: config.SERVICE_PORT_BASE,
  servicePorts: Object.fromEntries(SERVICES.map((name) => [name, config[portVariable(name)]])),
  // Secrets set in the environment win over the generated ones.
  secrets: {
    ...local,
    SESSION_SECRET: process.env.SESSION_SECRET || local.SESSION_SECRET,
    INTERNAL_SECRET: process.env.INTERNAL_SECRET || local.INTERNAL_SECRET,
    VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY || local.VAPID_PRIVATE_KEY,
  },
});

const children = new Set<ChildProcess>();
let stopping = false;

/** A crashed process is started again after this pause, doubled at each crash in a row... */
const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** ...and a process that then ran this long has recovered: its next crash waits the first pause. */
const HEALTHY_RUN_MS = 60_000;

/**
 * Runs a planned process. A service or the gateway that exits on its own is started again, as an
 * orchestrator would, and the others keep serving: one crash must not take the site down.
 */
function run(planned: PlannedProcess, restartDelayMs = FIRST_RESTART_DELAY_MS): ChildProcess {
  const { entry, env: processEnv } = planned;
  const startedAt = Date.now();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, `${entry}.js`)], {
    // This shell's other variables (LOG_LEVEL, ADMIN_EMAILS, OAuth...) pass through.
    env: { ...process.env, ...processEnv },
    stdio: 'inherit',
  });
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (stopping || entry === plan.setup.entry) return;
    const delayMs =
      Date.now() - startedAt > HEALTHY_RUN_MS ? FIRST_RESTART_DELAY_MS : restartDelayMs;
    console.error(
      `${entry} exited (${signal ?? `code ${code}`}); restarting it in ${delayMs / 1000} s`,
    );
    setTimeout(() => {
      if (!stopping) run(planned, Math.min(delayMs * 2, MAX_RESTART_DELAY_MS));
    }, delayMs);
  });
  children.add(child);
  return child;
}

/**
 * Passes the signal on: SIGTERM lets each process drain first (SHUTDOWN_DRAIN_MS), Ctrl-C's SIGINT
 * stops them at once. The launcher waits as long as a drain and a shutdown may take.
 */
function stopAll(signal: NodeJS.Signals, exitCode: number) {
  stopping = true;
  const running = [...children];
  for (const child of running) child.kill(signal);
  const drainMs = signal === 'SIGTERM' ? DEFAULT_DRAIN_MS : 0;
  setTimeout(() => process.exit(exitCode), drainMs + SHUTDOWN_DEADLINE_MS).unref();
  Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(
    () => process.exit(exitCode),
  );
}

const setup = run(plan.setup);
const setupCode = await new Promise<number | null>((resolve) => setup.once('exit', resolve));
if (setupCode !== 0) {
  console.error(`db-setup failed with code ${setupCode}; nothing was started`);
  process.exit(1);
}
for (const service of Object.values(plan.services)) run(service);
run(plan.gateway);
process.once('SIGINT', () => stopAll('SIGINT', 0));
process.once('SIGTERM', () => stopAll('SIGTERM', 0));
