// The operators' Grafana dashboard, made from code so its seven service rows stay alike:
// `npx tsx infra/grafana/dashboard.ts` writes infra/grafana/hub.json, which Grafana imports (a
// test checks the file is up to date, and that every query reads a metric the processes export).
//
// Metrics of the site carry a `service` label (several services share a process under `npm
// start`); Node's own (CPU, memory, event loop) do not, so those panels go by the scrape's `job`,
// which infra/prometheus's scrape configuration names after the service.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { SERVICES } from '@hub/proto';

interface Panel {
  type: 'timeseries' | 'stat' | 'row';
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  [key: string]: unknown;
}

const DATASOURCE = { type: 'prometheus', uid: '${datasource}' };
const WIDTH = 24;
const HEIGHT = 8;

let nextId = 1;
let y = 0;

function row(title: string): Panel {
  const panel: Panel = {
    type: 'row',
    id: nextId++,
    title,
    collapsed: false,
    gridPos: { x: 0, y, w: WIDTH, h: 1 },
    panels: [],
  };
  y += 1;
  return panel;
}

interface Query {
  expr: string;
  legend: string;
}

/** A line of panels, side by side, each a graph of its queries. */
function line(
  ...panels: { title: string; unit: string; queries: Query[]; stat?: boolean }[]
): Panel[] {
  const width = WIDTH / panels.length;
  const made = panels.map(({ title, unit, queries, stat }, i): Panel => ({
    type: stat ? 'stat' : 'timeseries',
    id: nextId++,
    title,
    datasource: DATASOURCE,
    gridPos: { x: i * width, y, w: width, h: HEIGHT },
    fieldConfig: { defaults: { unit }, overrides: [] },
    options: stat
      ? { reduceOptions: { calcs: ['lastNotNull'] }, colorMode: 'value' }
      : { legend: { displayMode: 'list', placement: 'bottom' } },
    targets: queries.map((query, index) => ({
      datasource: DATASOURCE,
      expr: query.expr,
      legendFormat: query.legend,
      refId: String.fromCharCode(65 + index),
    })),
  }));
  y += HEIGHT;
  return made;
}

const p99 = (metric: string, selector: string, by = '') =>
  `histogram_quantile(0.99, sum by (le${by}) (rate(${metric}_bucket{${selector}}[5m])))`;

function objectives(): Panel[] {
  return [
    row('Objectives (docs/operations.md#objectives-and-alerts)'),
    ...line(
      {
        title: 'API requests without a 5xx, last 30 days (objective 99.9 %)',
        unit: 'percentunit',
        stat: true,
        queries: [{ expr: '1 - hub:api_error_ratio:rate3d', legend: 'last 3 days' }],
      },
      {
        title: 'Error budget burn rate (page at 14.4× over 1 h, 6× over 6 h)',
        unit: 'none',
        queries: [
          { expr: 'hub:api_error_ratio:rate1h / 0.001', legend: '1 h' },
          { expr: 'hub:api_error_ratio:rate6h / 0.001', legend: '6 h' },
          { expr: 'hub:api_error_ratio:rate1d / 0.001', legend: '1 d' },
        ],
      },
    ),
    ...line(
      {
        title: 'Daily read p99, by game (objective 250 ms)',
        unit: 's',
        queries: [
          {
            expr: p99(
              'hub_http_request_duration_seconds',
              'route=~"/api/(jotto/daily|bloom/daily|puzzle-templates/daily)"',
              ', service',
            ),
            legend: '{{service}}',
          },
        ],
      },
      {
        title: "Finished game to the player's stats, p99 (objective 5 s)",
        unit: 's',
        queries: [
          {
            expr: p99('hub_finished_game_stats_delay_seconds', '', ', game'),
            legend: '{{game}}',
          },
        ],
      },
      {
        title: 'Oldest event waiting in an outbox (objective 60 s)',
        unit: 's',
        queries: [
          {
            expr: 'max by (service) (hub_outbox_oldest_pending_age_seconds)',
            legend: '{{service}}',
          },
        ],
      },
    ),
  ];
}

/** Traffic, errors, latency and saturation of one service (the gateway included). */
function serviceRow(service: string): Panel[] {
  const own = `service="${service}"`;
  return [
    row(service),
    ...line(
      {
        title: 'Traffic (requests a second, by route)',
        unit: 'reqps',
        queries: [
          {
            expr: `sum by (route) (rate(hub_http_requests_total{${own}}[5m]))`,
            legend: '{{route}}',
          },
        ],
      },
      {
        title: 'Errors (share of answers that are 5xx)',
        unit: 'percentunit',
        queries: [
          {
            expr: `sum(rate(hub_http_requests_total{${own},status=~"5.."}[5m])) / sum(rate(hub_http_requests_total{${own}}[5m]))`,
            legend: '5xx',
          },
        ],
      },
      {
        title: 'Latency (p50, p99)',
        unit: 's',
        queries: [
          {
            expr: `histogram_quantile(0.5, sum by (le) (rate(hub_http_request_duration_seconds_bucket{${own}}[5m])))`,
            legend: 'p50',
          },
          { expr: p99('hub_http_request_duration_seconds', own), legend: 'p99' },
        ],
      },
      {
        title: 'Saturation (CPU cores, event-loop lag p99, pool waits)',
        unit: 'short',
        queries: [
          {
            expr: `sum by (instance) (rate(process_cpu_seconds_total{job="${service}"}[5m]))`,
            legend: 'CPU {{instance}}',
          },
          {
            expr: `max by (instance) (nodejs_eventloop_lag_p99_seconds{job="${service}"})`,
            legend: 'loop lag {{instance}}',
          },
          {
            expr: `sum(hub_db_pool_pending_acquires{${own}})`,
            legend: 'queries waiting for a connection',
          },
        ],
      },
    ),
  ];
}

function gatewayRow(): Panel[] {
  return [
    ...serviceRow('gateway'),
    ...line(
      {
        title: 'Ready replicas of each service, as the gateway sees them',
        unit: 'none',
        queries: [{ expr: 'min by (service) (hub_gateway_ready_replicas)', legend: '{{service}}' }],
      },
      {
        title: 'Attempts at a replica that failed, by reason',
        unit: 'reqps',
        queries: [
          {
            expr: 'sum by (service, outcome) (rate(hub_gateway_upstream_duration_seconds_count{outcome!="response"}[5m]))',
            legend: '{{service}} {{outcome}}',
          },
        ],
      },
      {
        title: 'Dependencies down (0 up, 1 down)',
        unit: 'none',
        queries: [
          {
            expr: '1 - min by (service, dependency) (hub_dependency_up)',
            legend: '{{service}} {{dependency}}',
          },
        ],
      },
    ),
  ];
}

function eventsRow(): Panel[] {
  return [
    row('Events and outboxes'),
    ...line(
      {
        title: 'Published and applied, a second',
        unit: 'ops',
        queries: [
          {
            expr: 'sum by (subject) (rate(hub_events_published_total[5m]))',
            legend: 'published {{subject}}',
          },
          {
            expr: 'sum by (durable) (rate(hub_events_consumed_total[5m]))',
            legend: 'applied by {{durable}}',
          },
        ],
      },
      {
        title: 'Trouble: redelivered, failed, dead-lettered, publish failures',
        unit: 'ops',
        queries: [
          {
            expr: 'sum by (durable) (rate(hub_events_redelivered_total[5m]))',
            legend: 'redelivered {{durable}}',
          },
          {
            expr: 'sum by (durable) (rate(hub_events_failed_total[5m]))',
            legend: 'failed {{durable}}',
          },
          {
            expr: 'sum by (consumer) (increase(hub_events_dead_lettered_total[1h]))',
            legend: 'dead letters in the last hour {{consumer}}',
          },
          {
            expr: 'sum by (subject) (rate(hub_events_publish_failures_total[5m]))',
            legend: 'publish failures {{subject}}',
          },
        ],
      },
      {
        title: 'Backlog: outbox events waiting, consumer lag',
        unit: 'none',
        queries: [
          {
            expr: 'sum by (service) (hub_outbox_pending_events)',
            legend: 'outbox {{service}}',
          },
          {
            expr: 'max by (consumer) (hub_events_consumer_lag)',
            legend: 'lag {{consumer}}',
          },
        ],
      },
    ),
  ];
}

export function hubDashboard() {
  nextId = 1;
  y = 0;
  const panels = [
    ...objectives(),
    ...gatewayRow(),
    ...SERVICES.flatMap(serviceRow),
    ...eventsRow(),
  ];
  return {
    title: 'Daily Puzzle Games Hub',
    uid: 'puzzle-hub',
    tags: ['puzzle-hub'],
    timezone: 'browser',
    schemaVersion: 39,
    refresh: '30s',
    time: { from: 'now-6h', to: 'now' },
    templating: {
      list: [
        {
          name: 'datasource',
          label: 'Prometheus',
          type: 'datasource',
          query: 'prometheus',
          current: {},
        },
      ],
    },
    panels,
  };
}

export const DASHBOARD_FILE = fileURLToPath(new URL('hub.json', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Formatted as the repository's other files are, so the check of formats passes it as written.
  const options = { ...(await resolveConfig(DASHBOARD_FILE)), filepath: DASHBOARD_FILE };
  writeFileSync(DASHBOARD_FILE, await format(JSON.stringify(hubDashboard()), options));
  console.log(`wrote ${DASHBOARD_FILE}`);
}
