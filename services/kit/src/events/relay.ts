import type { Knex } from '../db';
import type { Logger } from '../logger';
import { eventPublishFailures, eventsPublished } from '../metrics';
import { OUTBOX_TABLE } from './outbox';
import { Pruner } from './pruner';
import { OUTBOX_RETENTION_MS } from './retention';
import type { EventTransport } from './transport';

export interface OutboxRelayOptions {
  db: Knex;
  transport: EventTransport;
  logger: Logger;
  pollIntervalMs?: number;
  batchSize?: number;
}

interface PendingRow {
  id: string;
  event_id: string;
  subject: string;
  payload: unknown;
}

const MAX_BACKOFF_MS = 30_000;

/**
 * Publishes the outbox: pending rows in id order, each marked published once the transport has
 * durably accepted it. Replicas of a service share the table; `SKIP LOCKED` gives each row to one
 * of them at a time. A row whose publish fails stays pending and ends the pass: the rows behind it
 * wait rather than overtake it, and an outage costs one failed publish per backoff step, not one
 * per row; the backoff ends as soon as the transport says it can publish again. Now and then it
 * also deletes published rows past their retention (see retention.ts), on a schedule of its own
 * so that pruning never delays a publish.
 */
export class OutboxRelay {
  private readonly db: Knex;
  private readonly transport: EventTransport;
  private readonly logger: Logger;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly pruner: Pruner;
  private loop: Promise<void> | null = null;
  private running = false;
  private woken = false;
  private failures = 0;
  private interruptSleep: (() => void) | null = null;
  private stopListening: (() => void) | null = null;

  constructor(options: OutboxRelayOptions) {
    this.db = options.db;
    this.transport = options.transport;
    this.logger = options.logger;
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.batchSize = options.batchSize ?? 100;
    this.pruner = new Pruner({
      db: this.db,
      logger: this.logger,
      target: {
        table: OUTBOX_TABLE,
        agedBy: 'published_at',
        retentionMs: OUTBOX_RETENTION_MS,
        what: 'published outbox rows',
      },
    });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    // A backoff is a guess at how long the outage lasts; the transport knows when it has ended.
    this.stopListening = this.transport.onAvailable?.(() => this.resume()) ?? null;
    this.loop = this.run();
    this.pruner.start();
  }

  /** Resolves once the pass in flight, if any, has finished. */
  async stop(): Promise<void> {
    this.running = false;
    this.stopListening?.();
    this.stopListening = null;
    this.interruptSleep?.();
    await Promise.all([this.loop, this.pruner.stop()]);
    this.loop = null;
  }

  /** Publish soon: call after committing a transaction that enqueued an event. */
  wake(): void {
    this.woken = true;
    // During a backoff the transport is known to be failing: waking early would only fail again.
    if (this.failures === 0) this.interruptSleep?.();
  }

  /** The transport is back: publish now rather than at the end of the backoff. */
  private resume(): void {
    this.failures = 0;
    this.woken = true;
    this.interruptSleep?.();
  }

  /** One pass over the pending rows; returns how many it published. */
  async publishPending(): Promise<number> {
    const { published } = await this.pass();
    return published;
  }

  /** Deletes the published rows past OUTBOX_RETENTION_MS (pending rows always stay); how many. */
  prunePublished(): Promise<number> {
    return this.pruner.prune();
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.woken = false;
      const { published, failed } = await this.pass();
      this.failures = failed ? this.failures + 1 : 0;
      if (!this.running) break;
      if (failed) await this.sleep(this.backoffMs());
      else if (published < this.batchSize && !this.woken) await this.sleep(this.pollIntervalMs);
    }
  }

  private backoffMs(): number {
    return Math.min(this.pollIntervalMs * 2 ** this.failures, MAX_BACKOFF_MS);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wakeUp = () => {
        clearTimeout(timer);
        this.interruptSleep = null;
        resolve();
      };
      const timer = setTimeout(wakeUp, ms);
      this.interruptSleep = wakeUp;
    });
  }

  private async pass(): Promise<{ published: number; failed: boolean }> {
    try {
      return await this.db.transaction(async (trx) => {
        const rows: PendingRow[] = await trx(OUTBOX_TABLE)
          .select('id', 'event_id', 'subject', 'payload')
          .whereNull('published_at')
          .orderBy('id')
          .limit(this.batchSize)
          .forUpdate()
          .skipLocked();
        let published = 0;
        for (const row of rows) {
          if (!(await this.publishRow(trx, row))) return { published, failed: true };
          published++;
        }
        return { published, failed: false };
      });
    } catch (err) {
      this.logger.error({ err }, 'Outbox pass failed; pending events stay queued');
      return { published: 0, failed: true };
    }
  }

  private async publishRow(trx: Knex.Transaction, row: PendingRow): Promise<boolean> {
    try {
      await this.transport.publish(row.subject, row.event_id, row.payload);
    } catch (err) {
      eventPublishFailures.inc({ subject: row.subject });
      const message = err instanceof Error ? err.message : String(err);
      await trx(OUTBOX_TABLE)
        .where({ id: row.id })
        .update({ attempts: trx.raw('attempts + 1'), last_error: message });
      this.logger.warn(
        { err, eventId: row.event_id, subject: row.subject },
        'Publishing an event failed; it stays pending and will be retried',
      );
      return false;
    }
    // Should the commit fail after this, the row is published again: the transport drops the
    // duplicate eventId within its window and consumers drop it after.
    await trx(OUTBOX_TABLE).where({ id: row.id }).update({ published_at: trx.fn.now() });
    eventsPublished.inc({ subject: row.subject });
    return true;
  }
}
