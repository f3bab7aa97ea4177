import { subjectMatches } from './subjects';
import type { DeliveredEvent, EventTransport, SubscribeOptions, Subscription } from './transport';

/** Enough to absorb the relay re-publishing a batch it could not mark; old ids age out. */
const REMEMBERED_IDS = 10_000;

/**
 * The transport of the single-process `npm start`, where no NATS runs. A publish hands the event
 * to every matching subscription and resolves only once all have applied it, so "accepted" means
 * "applied": when a handler throws, the publish rejects, the outbox row stays pending and the
 * relay's retry is the redelivery (to every matching subscription again: consumers record what
 * they applied, so the ones that had succeeded skip it). Subscriptions must be in place before
 * any relay starts: an event published with nobody listening is not kept.
 */
export class InProcessTransport implements EventTransport {
  private readonly subscriptions = new Set<SubscribeOptions>();
  private readonly delivered = new Set<string>();
  /** Ids with a failed delivery: their next delivery is a redelivery. */
  private readonly failed = new Set<string>();

  async publish(subject: string, eventId: string, payload: unknown): Promise<void> {
    if (this.delivered.has(eventId)) return;
    const event: DeliveredEvent = {
      subject,
      eventId,
      // What a wire would give: plain JSON, never an object the publisher still holds.
      payload: JSON.parse(JSON.stringify(payload)),
      redelivered: this.failed.has(eventId),
    };
    const targets = [...this.subscriptions].filter((subscription) =>
      subscription.subjects.some((filter) => subjectMatches(filter, subject)),
    );
    const results = await Promise.allSettled(targets.map((target) => target.handle(event)));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) {
      this.failed.add(eventId);
      throw failure.reason;
    }
    this.failed.delete(eventId);
    this.remember(eventId);
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const subscription = { ...options };
    this.subscriptions.add(subscription);
    return {
      stop: async () => {
        this.subscriptions.delete(subscription);
      },
    };
  }

  async isHealthy(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.subscriptions.clear();
  }

  private remember(eventId: string): void {
    this.delivered.add(eventId);
    if (this.delivered.size <= REMEMBERED_IDS) return;
    // A Set iterates in insertion order: the first id is the oldest.
    const oldest = this.delivered.values().next().value;
    if (oldest !== undefined) this.delivered.delete(oldest);
  }
}
