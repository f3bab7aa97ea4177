export type { AnyEvent, EventFor, EventSubject } from './event-types';
export {
  startConsumer,
  processedEventsMigration,
  processedEventsPruneIndexMigration,
  type ConsumerOptions,
} from './consumer';
export type { DeadLetter, DeadLetterBox } from './dead-letters';
export { JetStreamTransport, MAX_DELIVERIES, type JetStreamTransportOptions } from './jetstream';
export { InProcessTransport } from './memory';
export { enqueueEvent, enqueueEvents, outboxMigration, outboxPruneIndexMigration } from './outbox';
export { OutboxRelay, type OutboxRelayOptions } from './relay';
export type { DeliveredEvent, EventTransport, SubscribeOptions, Subscription } from './transport';
