// What one player action costs the shared parts (Postgres, Redis, NATS), counted by the servers
// themselves: the figures the capacity plan (docs/capacity.md) scales up.
import { connect } from 'nats';
import pg from 'pg';
import { Redis } from 'ioredis';

export interface Infrastructure {
  databaseUrl: string;
  redisUrl: string;
  natsUrl: string;
}

interface Counters {
  /**
   * Transactions that wrote to Postgres (each is given a transaction id, read-only ones are not),
   * and the write-ahead log they made: both counted at once, machine-wide.
   */
  writeTransactions: number;
  walBytes: number;
  /** Commands Redis processed. */
  redisCommands: number;
  /** Messages stored in JetStream streams, and deliveries to consumers. */
  natsPublished: number;
  natsDelivered: number;
}

async function read(infra: Infrastructure): Promise<Counters> {
  const client = new pg.Client({ connectionString: infra.databaseUrl });
  await client.connect();
  const {
    rows: [db],
  } = await client.query<{ xmax: string; wal: string }>(
    `SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax,
            pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text AS wal`,
  );
  await client.end();

  const redis = new Redis(infra.redisUrl);
  const stats = await redis.info('stats');
  redis.disconnect();
  const processed = Number(/total_commands_processed:(\d+)/.exec(stats)?.[1] ?? 0);

  const nats = await connect({ servers: infra.natsUrl });
  const jsm = await nats.jetstreamManager();
  let published = 0;
  let delivered = 0;
  for await (const stream of jsm.streams.list()) {
    published += stream.state.messages;
    for await (const consumer of jsm.consumers.list(stream.config.name)) {
      delivered += consumer.delivered.consumer_seq;
    }
  }
  await nats.close();
  return {
    writeTransactions: Number(db?.xmax ?? 0),
    walBytes: Number(db?.wal ?? 0),
    redisCommands: processed,
    natsPublished: published,
    natsDelivered: delivered,
  };
}

const SETTLE_MS = 1_500;
const COUNTERS: (keyof Counters)[] = [
  'writeTransactions',
  'walBytes',
  'redisCommands',
  'natsPublished',
  'natsDelivered',
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The counters' growth over `times` runs of `action`, per run, less what the site does on its own
 * over as long a time (relays and schedulers polling Postgres), measured just after.
 */
export async function costOf(
  infra: Infrastructure,
  times: number,
  action: () => Promise<unknown>,
): Promise<Counters> {
  const before = await read(infra);
  const started = performance.now();
  for (let i = 0; i < times; i++) await action();
  // Events travel on their own: let them arrive.
  await sleep(SETTLE_MS);
  const elapsed = performance.now() - started;
  const after = await read(infra);
  await sleep(elapsed);
  const idle = await read(infra);
  return Object.fromEntries(
    COUNTERS.map((key) => {
      const busy = after[key] - before[key];
      const alone = idle[key] - after[key];
      return [key, Math.max(0, Math.round(((busy - alone) / times) * 10) / 10)];
    }),
  ) as unknown as Counters;
}
