import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from '../logger';
import { clientConfigOf } from './client-config';

const RECONNECT_FIRST_DELAY_MS = 250;
const RECONNECT_MAX_DELAY_MS = 10_000;
/**
 * A connection can die without a word (a half-open socket after a network fault or a failover):
 * it is asked a question this often, and one not answered within HEARTBEAT_TIMEOUT_MS counts as
 * lost. That bounds how long a listener can miss changes without knowing it.
 */
const HEARTBEAT_EVERY_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 2_000;

export interface ChangeFeedHandlers {
  /** A NOTIFY on the channel arrived (its payload). */
  onChange(payload: string): void;
  /**
   * The feed is not listening (not yet, or its connection broke): changes may be missed from now
   * until the next `onListening`, so whatever relies on them must stop trusting what it holds.
   */
  onDeaf(): void;
  /** Listening again: from here on every change is heard. */
  onListening(): void;
}

/** What tells a cache of each change to what it copied (NotifiedCache): started, then stopped. */
export interface Feed {
  /** Starts listening in the background; the handlers' `onListening` says when it does. */
  start(): void;
  stop(): Promise<void>;
}

/**
 * Postgres LISTEN on one channel, on a connection of its own (outside the pool, which must not
 * lose a connection to it), reconnecting with a growing pause when the connection breaks. A
 * NOTIFY is delivered when its transaction commits, to every process listening: what lets each
 * replica drop a copy the moment the row it copied changes, without a TTL.
 */
export class ChangeFeed implements Feed {
  /** What makes the feed of `channel` for a NotifiedCache. */
  static on(db: Knex, channel: string, logger: Logger) {
    return (handlers: ChangeFeedHandlers) => new ChangeFeed(db, channel, handlers, logger);
  }

  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private delayMs = RECONNECT_FIRST_DELAY_MS;

  constructor(
    private readonly db: Knex,
    private readonly channel: string,
    private readonly handlers: ChangeFeedHandlers,
    private readonly logger: Logger,
  ) {}

  /** Starts listening in the background; `onListening` says when it does. */
  start(): void {
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    // Assigned onto the copy, not spread: the copy's password is not enumerable.
    const config = Object.assign(clientConfigOf(this.db), {
      keepAlive: true,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
    });
    const client = new pg.Client(config);
    let lost = false;
    const onLost = (reason: string) => {
      if (lost) return;
      lost = true;
      clearInterval(this.heartbeat);
      this.handlers.onDeaf();
      if (this.client === client) this.client = null;
      void client.end().catch(() => {});
      if (this.stopped) return;
      this.logger.warn({ channel: this.channel, reason }, 'change feed lost; listening again soon');
      this.retry = setTimeout(() => void this.connect(), this.delayMs);
      this.delayMs = Math.min(this.delayMs * 2, RECONNECT_MAX_DELAY_MS);
    };
    client.on('error', (error) => onLost(error.message));
    client.on('end', () => onLost('connection ended'));
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.handlers.onChange(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    } catch (error) {
      onLost((error as Error).message);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.delayMs = RECONNECT_FIRST_DELAY_MS;
    this.heartbeat = setInterval(() => {
      client.query('SELECT 1').catch((error: Error) => onLost(`no heartbeat: ${error.message}`));
    }, HEARTBEAT_EVERY_MS);
    this.heartbeat.unref();
    this.handlers.onListening();
  }
}

/**
 * A migration's SQL for a trigger that NOTIFYs `channel` after any insert, update or delete on
 * `table` (of the current schema), whoever makes it: the service, its scheduler, an operator at a
 * psql prompt. The payload is the operation; listeners drop what they copied from the table.
 */
export function notifyOnChange(table: string, channel: string) {
  const name = pg.escapeIdentifier(`${table}_notify_change`);
  const target = pg.escapeIdentifier(table);
  return {
    up: `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN
             PERFORM pg_notify(${pg.escapeLiteral(channel)}, TG_OP);
             RETURN NULL;
           END $$;
         CREATE TRIGGER ${name} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${target}
           FOR EACH STATEMENT EXECUTE FUNCTION ${name}();`,
    down: `DROP TRIGGER ${name} ON ${target}; DROP FUNCTION ${name}();`,
  };
}

/** What a row-level trigger's NOTIFY says when a TRUNCATE emptied the table: every key. */
export const EVERY_KEY = '*';

/**
 * A migration's SQL for a trigger that NOTIFYs `channel` with the key of each row inserted,
 * updated or deleted in `table` (its `keyColumns`' values joined by `|`; an update whose key
 * changed, such as a guest's rows moving to an account, names the old key and the new), and with
 * EVERY_KEY after a TRUNCATE. Notices of one transaction with the same key arrive once.
 */
export function notifyOnRowChange(table: string, channel: string, keyColumns: string[]) {
  const name = pg.escapeIdentifier(`${table}_notify_row`);
  const target = pg.escapeIdentifier(table);
  const key = (row: 'OLD' | 'NEW') =>
    `concat_ws('|', ${keyColumns.map((column) => `${row}.${pg.escapeIdentifier(column)}`).join(', ')})`;
  const notify = (payload: string) =>
    `PERFORM pg_notify(${pg.escapeLiteral(channel)}, ${payload});`;
  return {
    up: `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN
             IF TG_OP = 'TRUNCATE' THEN ${notify(pg.escapeLiteral(EVERY_KEY))} RETURN NULL; END IF;
             IF TG_OP <> 'INSERT' THEN ${notify(key('OLD'))} END IF;
             IF TG_OP <> 'DELETE' THEN ${notify(key('NEW'))} END IF;
             RETURN NULL;
           END $$;
         CREATE TRIGGER ${name} AFTER INSERT OR UPDATE OR DELETE ON ${target}
           FOR EACH ROW EXECUTE FUNCTION ${name}();
         CREATE TRIGGER ${pg.escapeIdentifier(`${table}_notify_truncate`)} AFTER TRUNCATE ON ${target}
           FOR EACH STATEMENT EXECUTE FUNCTION ${name}();`,
    down: `DROP TRIGGER ${pg.escapeIdentifier(`${table}_notify_truncate`)} ON ${target};
           DROP TRIGGER ${name} ON ${target}; DROP FUNCTION ${name}();`,
  };
}
