import type { FastifyInstance } from 'fastify';
import type { DayCache } from './daily/day-cache';
import type { PlayerCache } from './daily/player-cache';
import type { Knex, MigrationList } from './db';
import type { EventTransport } from './events/transport';
import { createServiceApp, type ServiceApp, type ServiceRoutes } from './http/service-app';
import type { ServiceClient } from './http/service-client';
import type { Logger } from './logger';

/** What a running service gets, however it is hosted (its own process or inside the gateway). */
export interface ServiceRuntime {
  db: Knex;
  transport: EventTransport;
  logger: Logger;
  internalSecret: string;
  /** Asks the outbox relay to publish soon, after a transaction that enqueued events. */
  wakeRelay(): void;
  /** Calls to other services' APIs, signed like the gateway's. */
  services: ServiceClient;
  /**
   * This process's copies of each day's puzzle, dropped whenever the service's day table changes
   * (its migration adds the `notifyOnChange` trigger on the `<service>_days` channel).
   */
  days: DayCache;
  /**
   * This process's copies of players' parts of a day (what a daily read answers besides the
   * puzzle), dropped whenever a row of theirs changes (the `<service>_players` channel, which
   * `playerChangesMigration` adds to each table they are read from). Unused, it connects nothing.
   */
  players: PlayerCache;
}

/** Background work a service runs beside its HTTP app (event consumers). */
export interface BackgroundTask {
  stop(): Promise<void>;
}

export interface ServiceDefinition {
  /** Also the name of the service's Postgres schema. */
  name: string;
  migrations: MigrationList;
  createApp(runtime: ServiceRuntime): ServiceApp;
  startBackground?(runtime: ServiceRuntime): Promise<BackgroundTask[]>;
}

/** The readiness checks every service reports. */
export function standardReadiness(runtime: ServiceRuntime) {
  return {
    postgres: async () => {
      await runtime.db.raw('select 1');
      return true;
    },
    events: () => runtime.transport.isHealthy(),
  };
}

/**
 * The app of a service that serves gateway-signed requests, built the same way for every service
 * from its runtime. (The auth service, which works from the session, uses createServiceApp.)
 */
export function createRuntimeApp(
  name: string,
  runtime: ServiceRuntime,
  routes: ServiceRoutes,
): FastifyInstance {
  return createServiceApp({
    name,
    logger: runtime.logger,
    internalSecret: runtime.internalSecret,
    readiness: standardReadiness(runtime),
    routes,
  });
}
