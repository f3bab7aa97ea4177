import { collectDefaultMetrics, Counter, Histogram, register } from 'prom-client';
import { ScrapedGauge } from './scraped-gauge';

/**
 * The process's Prometheus metrics (prom-client's default registry), served at /metrics by each
 * service app and by the gateway's private metrics listener (METRICS_PORT): the services listen
 * on a private address, so only the operator's scraper sees them. Every metric the project
 * defines is here, so its names can be read in one place; they follow Prometheus's conventions
 * (`hub_` first, counters end in `_total`, base units: seconds).
 *
 * `service` is a label wherever one process may hold several services (`npm start` hosts them
 * all beside the gateway, which is `gateway`); where a process is one service, Prometheus's own
 * `job` and `instance` say the same.
 */
export const metricsRegistry = register;

let processMetricsStarted = false;

/** Node's own metrics (CPU, memory, event-loop lag, handles, GC), once per process. */
export function collectProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** The labels of a request: `route` is a template (`/api/jotto/match/:id`), never a raw path. */
const HTTP_LABELS = ['service', 'method', 'route', 'status'] as const;

export const httpRequests = new Counter({
  name: 'hub_http_requests_total',
  help: 'HTTP requests answered, by route template, method and status (499: the client left first)',
  labelNames: HTTP_LABELS,
});

export const httpRequestDuration = new Histogram({
  name: 'hub_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by route template, method and status',
  labelNames: HTTP_LABELS,
});

export const gatewayUpstreamDuration = new Histogram({
  name: 'hub_gateway_upstream_duration_seconds',
  help: "The gateway's attempts at a service replica: time until the answer's headers came, or the attempt failed (outcome: response, or why not: connect, dropped, timeout, other)",
  labelNames: ['service', 'outcome'] as const,
});

export const eventsPublished = new Counter({
  name: 'hub_events_published_total',
  help: "Outbox events the relay handed to the transport, by subject (each is one service's)",
  labelNames: ['subject'] as const,
});

export const eventPublishFailures = new Counter({
  name: 'hub_events_publish_failures_total',
  help: 'Publishes that failed (the event stays pending in the outbox and is retried), by subject',
  labelNames: ['subject'] as const,
});

/** `durable`: the consumer's durable name, as its `processed_events` rows record it. */
const CONSUMED_LABELS = ['durable', 'subject'] as const;

export const eventsConsumed = new Counter({
  name: 'hub_events_consumed_total',
  help: 'Deliveries a consumer handled and acknowledged (applied, or a copy it had applied already)',
  labelNames: CONSUMED_LABELS,
});

export const eventsRedelivered = new Counter({
  name: 'hub_events_redelivered_total',
  help: 'Deliveries that were another try of an event not acknowledged before',
  labelNames: CONSUMED_LABELS,
});

export const eventsFailed = new Counter({
  name: 'hub_events_failed_total',
  help: 'Deliveries a consumer could not apply: its handler threw (the event comes again) or the event is invalid (dropped)',
  labelNames: CONSUMED_LABELS,
});

export const outboxPendingEvents = new ScrapedGauge({
  name: 'hub_outbox_pending_events',
  help: 'Events in the outbox not yet handed to the transport',
  labelNames: ['service'],
});

export const outboxOldestPendingAge = new ScrapedGauge({
  name: 'hub_outbox_oldest_pending_age_seconds',
  help: 'Age of the oldest event in the outbox not yet handed to the transport (0 when none waits)',
  labelNames: ['service'],
});

/** `consumer`: the JetStream consumer (durable name and filter), as in the dead letters. */
export const consumerLag = new ScrapedGauge({
  name: 'hub_events_consumer_lag',
  help: 'Events in the stream a JetStream consumer of this process has not acknowledged yet (not yet delivered, or delivered and being applied)',
  labelNames: ['consumer'],
});

export const dbPoolConnectionsInUse = new ScrapedGauge({
  name: 'hub_db_pool_connections_in_use',
  help: "Connections of the service's Postgres pool lent out to a query or transaction",
  labelNames: ['service'],
});

export const dbPoolPendingAcquires = new ScrapedGauge({
  name: 'hub_db_pool_pending_acquires',
  help: "Queries and transactions waiting for a connection of the service's Postgres pool",
  labelNames: ['service'],
});

/** The leaderboard's streak reminders (docs/rules.md#streak-reminders), per device pushed to. */
export const reminderPushes = new Counter({
  name: 'hub_reminder_pushes_total',
  help: 'Streak reminders pushed to a device, by outcome: sent, gone (the push service said the subscription is no more: dropped) or failed (may pass: dropped after 5 in a row)',
  labelNames: ['outcome'] as const,
});

export const deadLetteredEvents = new Counter({
  name: 'hub_events_dead_lettered_total',
  help: 'Events a consumer gave up on after its last delivery, moved to the DEAD_LETTERS stream',
  labelNames: ['consumer', 'subject'] as const,
});

/**
 * Each dependency a process's readiness checks (a service's Postgres and event transport, the
 * gateway's session store), checked again at each scrape: 1 reachable, 0 not. The alerts for a
 * dependency down (infra/prometheus) read it, so they fire from every process that needs it.
 */
export const dependencyUp = new ScrapedGauge({
  name: 'hub_dependency_up',
  help: 'Whether a dependency this process cannot work without answers its readiness check now (1) or not (0)',
  labelNames: ['service', 'dependency'],
});

/** The gateway's view of each service: how many of its replicas answer their probes ready. */
export const gatewayReadyReplicas = new ScrapedGauge({
  name: 'hub_gateway_ready_replicas',
  help: "A service's replicas the gateway's probes find ready (it sends requests to these)",
  labelNames: ['service'],
});

/**
 * From a game's finish (the game service's clock) to its result committed to the player's stats
 * by the leaderboard: the objective "a finished game in the player's stats within 5 s" is read
 * from it (docs/operations.md#objectives).
 */
export const finishedGameStatsDelay = new Histogram({
  name: 'hub_finished_game_stats_delay_seconds',
  help: "Time from a game's finish to its result committed to the player's stats, by game",
  labelNames: ['game'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
});
