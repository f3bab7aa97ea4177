import pg from 'pg';
import { createDb, migrateSchema, type Knex, type MigrationList } from '../db';
import { ChangeFeed, EVERY_KEY } from '../db/change-feed';
import { GroupedWrites } from '../db/grouped-writes';
import type { Logger } from '../logger';
import { SessionCopies, type SessionCopy } from './copies';
import { expiryOf, SessionStore, type StoredSession } from './store';

/** A session's row, as a write keeps it. */
type Row = { sid: string; sess: string; expire: Date };

/** At most this many sessions in one INSERT (three parameters each). */
const MOST_A_WRITE = 500;

const PRUNE_EVERY_MS = 15 * 60_000;
/** The store's own connections: a session read rarely reaches Postgres, a first visit does. */
const CONNECTIONS = 5;

/**
 * The table (the shape connect-pg-simple made, so the sessions of earlier releases stay valid),
 * its user index, and the NOTIFY that keeps every process's copies true.
 *
 * - `user_id` is generated from the session's JSON by Postgres itself, so every write, whoever
 *   makes it, keeps the index: there is no second write to forget.
 * - The trigger names each session updated or deleted while still live. Not an insert: a read
 *   that found nothing keeps nothing, so a new row can replace no copy. Not an expired row
 *   (pruning): a copy is never served past its expiry anyway.
 */
function sessionMigrations(schema: string, channel: string): MigrationList {
  const notify = (payload: string) =>
    `PERFORM pg_notify(${pg.escapeLiteral(channel)}, ${payload});`;
  const ended = `${pg.escapeIdentifier(schema)}.ended_sessions`;
  return {
    '001_sessions_by_user': {
      async up(knex) {
        await knex.raw(`
          CREATE TABLE IF NOT EXISTS sessions (
            sid varchar NOT NULL PRIMARY KEY,
            sess json NOT NULL,
            expire timestamp(6) NOT NULL
          );
          CREATE INDEX IF NOT EXISTS "IDX_session_expire" ON sessions (expire);
          ALTER TABLE sessions ALTER COLUMN expire TYPE timestamptz;
          ALTER TABLE sessions ADD COLUMN user_id text GENERATED ALWAYS AS (sess ->> 'userId') STORED;
          CREATE INDEX sessions_user_id ON sessions (user_id) WHERE user_id IS NOT NULL;
          CREATE FUNCTION sessions_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              IF TG_OP = 'TRUNCATE' THEN ${notify(pg.escapeLiteral(EVERY_KEY))}
              ELSE ${notify('OLD.sid')}
              END IF;
              RETURN NULL;
            END $$;
          CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions
            FOR EACH ROW WHEN (OLD.expire > now()) EXECUTE FUNCTION sessions_notify_change();
          CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions
            FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_change();`);
      },
    },
    /**
     * A signed-in session, once ended (a sign-out, a reset, a revoke), stays ended: a request of
     * it still in flight would otherwise write it back as it answers (a refresh), roles and all.
     * Its id is kept until the session would have expired, and a write of it is dropped. Guests'
     * sessions vouch for no role: neither their end nor their writes (every first visit) pay.
     */
    '002_ended_sessions_stay_ended': {
      async up(knex) {
        await knex.raw(`
          CREATE TABLE ended_sessions (
            sid varchar NOT NULL PRIMARY KEY,
            expire timestamptz NOT NULL
          );
          CREATE FUNCTION sessions_keep_ended() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              INSERT INTO ${ended} (sid, expire) VALUES (OLD.sid, OLD.expire)
                ON CONFLICT (sid) DO NOTHING;
              RETURN NULL;
            END $$;
          CREATE TRIGGER sessions_keep_ended AFTER DELETE ON sessions
            FOR EACH ROW WHEN (OLD.user_id IS NOT NULL AND OLD.expire > now())
            EXECUTE FUNCTION sessions_keep_ended();
          CREATE FUNCTION sessions_stay_ended() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              IF EXISTS (SELECT 1 FROM ${ended} WHERE sid = NEW.sid) THEN RETURN NULL; END IF;
              RETURN NEW;
            END $$;
          CREATE TRIGGER sessions_stay_ended BEFORE INSERT ON sessions
            FOR EACH ROW WHEN ((NEW.sess ->> 'userId') IS NOT NULL)
            EXECUTE FUNCTION sessions_stay_ended();`);
      },
    },
  };
}

/**
 * Sessions in Postgres, for `npm start` without a Redis: the table `sessions` of a schema of its
 * own (the gateway's), over a pool of its own. A returning player's read, the site's most common
 * request, is answered from this process's copy, not from Postgres: each copy is dropped the
 * moment its row changes, whichever process changes it (the admin-role command, another process on
 * the same database), through the same NOTIFY cache as the daily puzzles; while that feed is not
 * listening nothing is kept.
 *
 * Writes go to Postgres first, so sessions survive a restart. Those that only make or extend a
 * session commit without waiting for the disk (`synchronous_commit` off): a first visit is one
 * such write, and waiting for each one's flush halved what the site served at midnight. A crash
 * of Postgres itself may lose the last fraction of a second of them: a guest met again gets a new
 * guest id, a player signs in again. Those that end a session (sign-out, a reset, a revoke) wait
 * for the disk as every other write of the site does: a crash never brings one back.
 */
export class PostgresSessionStore extends SessionStore {
  private readonly copies: SessionCopies;
  private readonly pruning: NodeJS.Timeout;
  /**
   * Sessions made or extended together go in one INSERT, as first views do: at midnight nearly
   * every request makes a guest's session. A write that ends a session first waits for those
   * queued before it, so none lands after it and brings the session back.
   */
  private readonly writes = new GroupedWrites<Row>((rows) => this.keep(rows), MOST_A_WRITE);

  private constructor(
    /** The store's own pool, on the table's schema (tests read the table through it). */
    readonly db: Knex,
    logger: Logger,
    channel: string,
  ) {
    super();
    this.copies = new SessionCopies(ChangeFeed.on(db, channel, logger), (payload) =>
      payload === EVERY_KEY ? undefined : payload,
    );
    this.pruning = setInterval(() => {
      this.prune().catch((error: unknown) =>
        logger.warn({ err: error }, 'could not prune the ended sessions'),
      );
    }, PRUNE_EVERY_MS);
    this.pruning.unref();
  }

  /**
   * The store in `schema` of the database at `databaseUrl`, its table made or brought up to date
   * first. It closes its pool in `close()`.
   */
  static async open(
    databaseUrl: string,
    schema: string,
    logger: Logger,
  ): Promise<PostgresSessionStore> {
    const db = createDb(databaseUrl, schema, {
      max: CONNECTIONS,
      afterCreate(
        connection: pg.Client,
        done: (error: Error | null, connection: pg.Client) => void,
      ) {
        connection.query('SET synchronous_commit TO off', (error) => done(error, connection));
      },
    });
    try {
      const channel = `${schema}_sessions`;
      await migrateSchema(db, schema, sessionMigrations(schema, channel));
      return new PostgresSessionStore(db, logger, channel);
    } catch (error) {
      await db.destroy();
      throw error;
    }
  }

  protected read(id: string): Promise<StoredSession | null> {
    return this.copies.read(id, () => this.copyFromTable(id));
  }

  private async copyFromTable(id: string): Promise<SessionCopy> {
    const row = await this.db('sessions')
      .where({ sid: id })
      .where('expire', '>', this.db.fn.now())
      .first<{ json: string; expire: Date } | undefined>(
        this.db.raw('sess::text AS json'),
        'expire',
      );
    return row ? { json: row.json, expiresAt: row.expire.getTime() } : null;
  }

  protected async write(id: string, stored: StoredSession): Promise<void> {
    const expiresAt = expiryOf(stored);
    if (expiresAt <= Date.now()) return this.remove(id);
    await this.writes.write({ sid: id, sess: JSON.stringify(stored), expire: new Date(expiresAt) });
    // This process's next read must not wait for its own NOTIFY to come back.
    this.copies.forget(id);
  }

  private async keep(rows: Row[]): Promise<void> {
    // One INSERT may not touch a row twice: a session written twice in a group, its newest.
    const newest = new Map(rows.map((row) => [row.sid, row]));
    await this.db('sessions')
      .insert([...newest.values()])
      .onConflict('sid')
      .merge(['sess', 'expire']);
  }

  protected async remove(id: string): Promise<void> {
    await this.ending((trx) => trx('sessions').where({ sid: id }).delete());
    this.copies.forget(id);
  }

  /**
   * Runs `work`, which ends sessions: after the writes queued before it (none lands later and
   * brings a session back), in a transaction whose commit waits for the disk.
   */
  private async ending<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    await this.writes.settled();
    return this.db.transaction(async (trx) => {
      await trx.raw('SET LOCAL synchronous_commit TO on');
      return work(trx);
    });
  }

  async sessionIdsOf(userId: string): Promise<string[]> {
    const rows = await this.db('sessions')
      .where({ user_id: userId })
      .where('expire', '>', this.db.fn.now())
      .select<{ sid: string }[]>('sid');
    return rows.map((row) => row.sid);
  }

  async endSessionsOf(userId: string, except?: string): Promise<number> {
    const ended = await this.ending((trx) =>
      trx('sessions')
        .where({ user_id: userId })
        .modify((query) => {
          if (except) void query.whereNot({ sid: except });
        })
        .delete()
        .returning<{ sid: string }[]>('sid'),
    );
    for (const { sid } of ended) this.copies.forget(sid);
    return ended.length;
  }

  private async prune(): Promise<void> {
    for (const table of ['sessions', 'ended_sessions']) {
      await this.db(table).where('expire', '<', this.db.fn.now()).delete();
    }
  }

  override async close(): Promise<void> {
    clearInterval(this.pruning);
    // The sessions already on their way are written before the pool goes.
    await this.writes.settled();
    await this.copies.stop();
    await this.db.destroy();
  }
}
