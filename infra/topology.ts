// `npm run start:services`: the production topology on one machine. Each service and the gateway
// run as their own process against the machine's Postgres, Redis and NATS.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ensureDatabase, loadOrCreateLocalSecrets } from '@hub/kit';

const SERVICE_PORTS = {
  auth: 3001,
  wordree: 3002,
  jotto: 3003,
  bloom: 3004,
  leaderboard: 3005,
  admin: 3006,
} as const;

const bundleDir = import.meta.dirname;
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const shared = {
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/puzzle_hub',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  ...loadOrCreateLocalSecrets(dataDir),
  ...pick(process.env, ['SESSION_SECRET', 'INTERNAL_SECRET']),
};

function pick(source: NodeJS.ProcessEnv, keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.flatMap((key) => (source[key] ? [[key, source[key]]] : [])));
}

await ensureDatabase(shared.DATABASE_URL);

const children: ChildProcess[] = [];
let stopping = false;

function run(name: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(bundleDir, `${name}.js`)], {
    env: { ...process.env, ...shared, ...env },
    stdio: 'inherit',
  });
  child.once('exit', (code) => {
    if (stopping) return;
    console.error(`${name} exited with code ${code}; stopping the others`);
    stopAll(1);
  });
  children.push(child);
}

function stopAll(exitCode: number) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(exitCode), 3_000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(
    () => process.exit(exitCode),
  );
}

// The gateway proxies to every service, and services that call each other find them the same way.
const serviceUrls = Object.fromEntries(
  Object.entries(SERVICE_PORTS).map(([name, port]) => [
    `${name.toUpperCase()}_URL`,
    `http://127.0.0.1:${port}`,
  ]),
);
for (const [name, port] of Object.entries(SERVICE_PORTS)) {
  run(name, { PORT: String(port), ...serviceUrls });
}
run('gateway', { PORT: process.env.PORT ?? '8080', ...serviceUrls });
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
