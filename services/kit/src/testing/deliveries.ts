import type { DeliveredEvent, EventTransport } from '../events/transport';

/** Wraps a transport so a test sees every delivery its subscriptions get, redeliveries included. */
export function observeDeliveries(transport: EventTransport, deliveries: DeliveredEvent[]) {
  return {
    publish: transport.publish.bind(transport),
    isHealthy: transport.isHealthy.bind(transport),
    close: transport.close.bind(transport),
    onAvailable: transport.onAvailable?.bind(transport),
    subscribe: (options) =>
      transport.subscribe({
        ...options,
        handle: (event) => {
          deliveries.push(event);
          return options.handle(event);
        },
      }),
  } satisfies EventTransport;
}
