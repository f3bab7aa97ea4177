import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '@hub/kit';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * A real Postgres server from the `embedded-postgres` package, its data kept under `dataDir`, for
 * machines with nothing but Node and npm. Loaded only when no DATABASE_URL is given.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  logger: Logger,
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  await stopLeftBehind(dataDir, databaseDir, logger);
  // Postgres on a taken port fails with nothing to say (the package rejects with undefined).
  if (!(await isPortFree(port))) {
    throw new Error(
      `Port ${port}, where npm start runs its own Postgres, is taken (another npm start, or another ` +
        `Postgres?). Stop that, or pick another port: EMBEDDED_POSTGRES_PORT=${port + 1} npm start ` +
        '(or DATABASE_URL=postgres://... to use a Postgres you run).',
    );
  }
  const { default: EmbeddedPostgres } = await importLeavingSignalsToUs();
  mkdirSync(dataDir, { recursive: true });
  // As root, Postgres runs as a separate system user, which must be able to enter the data folder.
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // As root, Postgres refuses to run; the package then runs it as a system user it creates.
    createPostgresUser: true,
    onLog: (message: unknown) => logger.debug({ postgres: String(message).trim() }),
    onError: (message: unknown) => logger.debug({ postgres: String(message).trim() }),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    logger.info({ databaseDir }, 'creating the embedded Postgres database (first start)');
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded Postgres did not start on port ${port} (its log: LOG_LEVEL=debug npm start)`,
      { cause: error },
    );
  }
  writeFileSync(path.join(dataDir, OWNER_FILE), String(process.pid));
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/puzzle_hub`,
    stop: () => server.stop(),
  };
}

/** In the data folder: the process id of the npm start that runs its Postgres. */
const OWNER_FILE = 'postgres.owner';
/** How long a left-behind Postgres gets to stop (a fast shutdown takes well under a second). */
const LEFT_BEHIND_STOP_MS = 15_000;

/** The number on the first line of a pid file, if the file is there. */
function pidIn(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n', 1)[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user (Postgres's own, when npm start runs as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether `pid` is a Postgres server of `databaseDir`; undefined where that cannot be told: only
 * Linux's /proc tells without a tool, and elsewhere a left-behind server is reported, not stopped
 * (an unrelated process could have taken its number since).
 */
function isPostgresOf(pid: number, databaseDir: string): boolean | undefined {
  if (!existsSync('/proc/self/cmdline')) return undefined;
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return path.basename(command[0] ?? '') === 'postgres' && command.includes(databaseDir);
  } catch {
    return false;
  }
}

/**
 * A Postgres that an earlier npm start of this data folder left running: one that ended without
 * stopping it (killed with SIGKILL, by the machine's out-of-memory killer, or with Ctrl-C while it
 * was starting). It would keep the port, so this start would fail until someone found and stopped
 * it. When the npm start that ran it is gone, it is stopped (a fast shutdown, as npm start's own
 * stop does) and started again below, its data as it was. While that npm start still runs (or
 * when it cannot be told), it is left alone and this start says whose it is.
 */
async function stopLeftBehind(dataDir: string, databaseDir: string, logger: Logger) {
  const server = pidIn(path.join(databaseDir, 'postmaster.pid'));
  if (server === undefined || !isRunning(server)) return;
  const postgres = isPostgresOf(server, databaseDir);
  // A lock file left by a Postgres that is gone, its number since taken by another process (after
  // a restart of the machine): not ours to stop, and Postgres's own start deals with the file.
  if (postgres === false) return;
  const owner = pidIn(path.join(dataDir, OWNER_FILE));
  // No owner recorded (a Postgres started before npm start recorded one): it may still be in use.
  if (postgres === undefined || owner === undefined || isRunning(owner)) {
    throw new Error(
      `Postgres (process ${server}) already runs on ${databaseDir}: another npm start with this ` +
        `data folder, or one that ended without stopping it (then stop it: kill ${server}).`,
    );
  }
  logger.info({ pid: server }, 'stopping the embedded Postgres an earlier npm start left running');
  process.kill(server, 'SIGINT');
  for (const deadline = Date.now() + LEFT_BEHIND_STOP_MS; isRunning(server); await sleep(100)) {
    if (Date.now() > deadline) {
      throw new Error(
        `The Postgres left running on ${databaseDir} (process ${server}) did not stop`,
      );
    }
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The signals this process's own shutdown answers (`stopOnSignals`). */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * embedded-postgres, without the handlers it adds for SIGINT and SIGTERM (through
 * async-exit-hook): they stop Postgres the moment the signal comes and then end the process, so a
 * SIGTERM's drain would answer with its database gone, and be cut short. The site's own shutdown
 * stops this Postgres last, once the services are done with it.
 */
async function importLeavingSignalsToUs() {
  const ours = new Map(STOP_SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const imported = await import('embedded-postgres');
  for (const signal of STOP_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!ours.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return imported;
}
