/**
 * The services behind the gateway (docs/architecture.md#topology). One name each, everywhere: the
 * service's folder, its Postgres schema and role, its `<NAME>_URL` variable, its container and its
 * Deployment.
 */
export const SERVICES = ['auth', 'wordree', 'jotto', 'bloom', 'leaderboard', 'admin'] as const;
export type ServiceName = (typeof SERVICES)[number];
