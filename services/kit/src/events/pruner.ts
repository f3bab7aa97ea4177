import type { Knex } from '../db';
import type { Logger } from '../logger';
import { PRUNE_BATCH_SIZE, PRUNE_INTERVAL_MS } from './retention';
import { Stopper } from './stopper';

/** Rows of one table that are deleted once they are older than a retention. */
export interface PruneTarget {
  table: string;
  /** The timestamp rows age by, set by Postgres's clock; a row where it is NULL never goes. */
  agedBy: string;
  retentionMs: number;
  /** What the rows are, for the log. */
  what: string;
}

export interface PrunerOptions {
  db: Knex;
  logger: Logger;
  target: PruneTarget;
}

/**
 * Deletes aged rows at start and then every PRUNE_INTERVAL_MS, one bounded batch per statement,
 * so no statement holds its locks for long however large the backlog. Replicas may prune one table
 * at the same time: `SKIP LOCKED` gives each row to one of them, and neither waits for the other.
 * The cutoff is taken from Postgres's clock, the one that stamped the rows.
 */
export class Pruner {
  private readonly db: Knex;
  private readonly logger: Logger;
  private readonly target: PruneTarget;
  private stopper: Stopper | null = null;
  private loop: Promise<void> | null = null;

  constructor(options: PrunerOptions) {
    this.db = options.db;
    this.logger = options.logger;
    this.target = options.target;
  }

  start(): void {
    if (this.loop) return;
    const stopper = new Stopper();
    this.stopper = stopper;
    this.loop = this.run(stopper);
  }

  /** Resolves once the batch in flight, if any, has finished. */
  async stop(): Promise<void> {
    this.stopper?.stop();
    await this.loop;
    this.loop = null;
  }

  /** Deletes every aged row, batch after batch; returns how many went. */
  prune(): Promise<number> {
    return this.pruneUntil(new Stopper());
  }

  private async run(stopper: Stopper): Promise<void> {
    const { what, table } = this.target;
    while (!stopper.stopped) {
      try {
        const pruned = await this.pruneUntil(stopper);
        if (pruned > 0) this.logger.info({ pruned, table }, `Pruned old ${what}`);
      } catch (err) {
        this.logger.warn({ err, table }, `Pruning old ${what} failed; trying again later`);
      }
      await stopper.pause(PRUNE_INTERVAL_MS, { keepAlive: false });
    }
  }

  private async pruneUntil(stopper: Stopper): Promise<number> {
    let pruned = 0;
    while (!stopper.stopped) {
      const deleted = await this.deleteBatch();
      pruned += deleted;
      if (deleted < PRUNE_BATCH_SIZE) break;
    }
    return pruned;
  }

  /**
   * Rows are named by ctid: the batch's rows are locked, so theirs cannot change before the DELETE,
   * and a TID scan keeps each statement as small as its batch whatever the planner thinks of the
   * table (a join on the key may scan all of it).
   */
  private deleteBatch(): Promise<number> {
    const { table, agedBy, retentionMs } = this.target;
    const batch = this.db(table)
      .select('ctid')
      .where(agedBy, '<', this.db.raw('now() - make_interval(secs => ?)', [retentionMs / 1000]))
      .limit(PRUNE_BATCH_SIZE)
      .forUpdate()
      .skipLocked();
    return this.db(table).whereRaw('ctid = ANY(ARRAY(?))', [batch]).delete();
  }
}
