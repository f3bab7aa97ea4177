// The processes of the production topology on one machine and the environment of each: what
// `npm run start:services` runs, and what the per-process tests run, from this one description.
import { SERVICES, type ServiceName } from '@hub/proto';

/** The variable that gives a service its own port under `start:services` (AUTH_PORT...). */
export const portVariable = (service: ServiceName) =>
  `${service.toUpperCase() as Uppercase<ServiceName>}_PORT` as const;

export const passwordVariable = (service: ServiceName) =>
  `${service.toUpperCase() as Uppercase<ServiceName>}_DATABASE_PASSWORD` as const;

/**
 * The secrets a one-machine deployment makes for itself: a database password per service, and the
 * VAPID private key the leaderboard signs streak reminders with (32 random bytes are one).
 */
export const TOPOLOGY_SECRETS = [
  'SESSION_SECRET',
  'INTERNAL_SECRET',
  'VAPID_PRIVATE_KEY',
  ...SERVICES.map(passwordVariable),
] as const;
export type TopologySecrets = Record<(typeof TOPOLOGY_SECRETS)[number], string>;

export interface TopologyOptions {
  /** An administrator's connection: only db-setup uses it; each service gets its own role. */
  databaseUrl: string;
  redisUrl: string;
  natsUrl: string;
  gatewayPort: number;
  /** The site's public origin (PUBLIC_URL); when not given, the gateway's own address. */
  publicUrl?: string;
  /** Where the gateway serves its metrics (METRICS_PORT); none when not given. */
  gatewayMetricsPort?: number;
  /** The services listen on this port and the next ones, in SERVICES order... */
  servicePortBase: number;
  /** ...unless a port of its own is given here (AUTH_PORT, WORDREE_PORT...). */
  servicePorts?: Partial<Record<ServiceName, number>>;
  secrets: TopologySecrets;
  /** Added to every process's environment (LOG_LEVEL, NODE_ENV, WEB_DIST...). */
  env?: Record<string, string>;
}

/** A built entry point (`dist/server/<entry>.js`) and its environment. */
export interface PlannedProcess {
  entry: string;
  env: Record<string, string>;
  /** Where it answers HTTP, for the long-running ones. */
  url?: string;
  /** Where Prometheus scrapes it: a service's own port; the gateway's METRICS_PORT. */
  metricsUrl?: string;
}

export interface TopologyPlan {
  /** Runs first, to its end: the roles and schemas. */
  setup: PlannedProcess;
  services: Record<ServiceName, PlannedProcess>;
  gateway: PlannedProcess;
}

export function topologyPlan(options: TopologyOptions): TopologyPlan {
  const { secrets } = options;
  const urlOf = (service: ServiceName) =>
    `http://127.0.0.1:${
      options.servicePorts?.[service] ?? options.servicePortBase + SERVICES.indexOf(service)
    }`;
  // The gateway proxies to every service, and services that call each other find them the same way.
  const serviceUrls = Object.fromEntries(
    SERVICES.map((name) => [`${name.toUpperCase()}_URL`, urlOf(name)]),
  );
  const common = {
    ...options.env,
    REDIS_URL: options.redisUrl,
    NATS_URL: options.natsUrl,
    SESSION_SECRET: secrets.SESSION_SECRET,
    INTERNAL_SECRET: secrets.INTERNAL_SECRET,
    // Auth, in a process of its own, cannot see where the site is: mailed links lead here.
    PUBLIC_URL: options.publicUrl ?? `http://localhost:${options.gatewayPort}`,
    ...serviceUrls,
  };
  const service = (name: ServiceName): PlannedProcess => ({
    entry: name,
    url: urlOf(name),
    metricsUrl: `${urlOf(name)}/metrics`,
    env: {
      ...common,
      PORT: new URL(urlOf(name)).port,
      DATABASE_URL: roleUrl(options.databaseUrl, name),
      DATABASE_PASSWORD: secrets[passwordVariable(name)],
      // Only the leaderboard sends reminders: only it holds their key.
      ...(name === 'leaderboard' ? { VAPID_PRIVATE_KEY: secrets.VAPID_PRIVATE_KEY } : {}),
    },
  });
  return {
    setup: {
      entry: 'db-setup',
      env: {
        ...options.env,
        DATABASE_ADMIN_URL: options.databaseUrl,
        ...Object.fromEntries(
          SERVICES.map((name) => [passwordVariable(name), secrets[passwordVariable(name)]]),
        ),
      },
    },
    services: Object.fromEntries(SERVICES.map((name) => [name, service(name)])) as Record<
      ServiceName,
      PlannedProcess
    >,
    gateway: {
      entry: 'gateway',
      url: `http://127.0.0.1:${options.gatewayPort}`,
      ...(options.gatewayMetricsPort
        ? { metricsUrl: `http://127.0.0.1:${options.gatewayMetricsPort}/metrics` }
        : {}),
      env: {
        ...common,
        PORT: String(options.gatewayPort),
        ...(options.gatewayMetricsPort ? { METRICS_PORT: String(options.gatewayMetricsPort) } : {}),
      },
    },
  };
}

/** The administrator's URL with a service's role as the user (its password is passed apart). */
export function roleUrl(adminUrl: string, service: ServiceName): string {
  const url = new URL(adminUrl);
  url.username = service;
  url.password = '';
  return url.toString();
}
