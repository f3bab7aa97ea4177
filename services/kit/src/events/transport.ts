import type { DeadLetterBox } from './dead-letters';

/**
 * How events travel between services. Two implementations: JetStream (production topology) and
 * an in-process one (the single-process `npm start`). Both give at-least-once delivery with
 * de-duplication on `eventId`; consumers make redelivery harmless by recording what they applied.
 */
export interface DeliveredEvent {
  subject: string;
  eventId: string;
  payload: unknown;
  /** True when this delivery is a retry of one that was not acknowledged. */
  redelivered: boolean;
}

export interface SubscribeOptions {
  /** Durable consumer name: a restarted consumer resumes where the last one acknowledged. */
  durable: string;
  /** Subject filters, NATS wildcard syntax (`games.finished.>`). */
  subjects: string[];
  /** Resolves when the event is applied (then it is acknowledged); throws to have it redelivered. */
  handle(event: DeliveredEvent): Promise<void>;
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface EventTransport {
  /** Resolves once the event is durably accepted; the same eventId twice is stored once. */
  publish(subject: string, eventId: string, payload: unknown): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** True while the transport can publish. */
  isHealthy(): Promise<boolean>;
  /**
   * Calls `listener` each time the transport becomes able to publish again (connected, or back
   * after an outage), so a publisher backing off can resume at once; returns the unsubscribe.
   * Transports that are never unavailable may leave it out.
   */
  onAvailable?(listener: () => void): () => void;
  /**
   * The events consumers gave up on, where the transport keeps them (JetStream). The in-process
   * transport has none: there a failing event stays pending in its outbox and is tried again.
   */
  deadLetters?(): Promise<DeadLetterBox>;
  close(): Promise<void>;
}
