import {
  standardReadiness,
  type ReadinessChecks,
  type ServiceDefinition,
  type SessionStore,
} from '@hub/kit';
import { createAuthApp, SCHEMA } from './app';
import type { AuthConfig } from './config';
import { migrations } from './db/migrations';
import type { ThrottleStore } from './throttle/limiters';

export interface AuthServiceOptions {
  config: AuthConfig;
  sessionStore: SessionStore;
  /** False while the session store is known to be down (answers 503 at once). */
  sessionStoreReady?: () => boolean;
  /** Checks of what the host provides besides the runtime's Postgres and events (Redis). */
  readiness?: ReadinessChecks;
  /** Where sign-in limits are counted (Redis); in memory when absent (one process only). */
  throttleStore?: ThrottleStore;
}

/**
 * Auth as a hostable service. Unlike the others it needs more than the runtime: its settings and
 * the session store it shares with the gateway.
 */
export function createAuthService(options: AuthServiceOptions): ServiceDefinition {
  return {
    name: SCHEMA,
    migrations,
    createApp: (runtime) =>
      createAuthApp({
        config: options.config,
        db: runtime.db,
        logger: runtime.logger,
        internalSecret: runtime.internalSecret,
        sessionStore: options.sessionStore,
        sessionStoreReady: options.sessionStoreReady,
        throttleStore: options.throttleStore,
        wakeRelay: runtime.wakeRelay,
        readiness: { ...standardReadiness(runtime), ...options.readiness },
      }),
    // In the background: until it is done a reset may miss a session an earlier release signed in,
    // which is as it was before; a failure is retried at the next start.
    async startBackground(runtime) {
      options.sessionStore.indexEarlierSessions(runtime.logger).catch((error: unknown) => {
        runtime.logger.warn({ err: error }, 'could not index the earlier sessions');
      });
      return [];
    },
  };
}
