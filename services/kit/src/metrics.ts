import { Counter, register } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client's default registry), served at /metrics by each
 * service app: the services listen on a private address, so only the operator's scraper sees it.
 */
export const metricsRegistry = register;

export const deadLetteredEvents = new Counter({
  name: 'hub_events_dead_lettered_total',
  help: 'Events a consumer gave up on after its last delivery, moved to the DEAD_LETTERS stream',
  labelNames: ['consumer', 'subject'] as const,
});
