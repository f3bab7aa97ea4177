import type { ServiceName } from '@hub/proto';

export { SERVICES, type ServiceName } from '@hub/proto';

interface PathRule {
  /** `exact` matches one path; `prefix` matches it and everything below it. */
  match: 'exact' | 'prefix';
  path: string;
  owner: ServiceName;
}

/** Order matters: the first rule that matches wins (/api/user/stats before /api/user). */
const RULES: PathRule[] = [
  { match: 'prefix', path: '/api/user/stats', owner: 'leaderboard' },
  { match: 'prefix', path: '/api/user/achievements', owner: 'leaderboard' },
  { match: 'prefix', path: '/api/leaderboards', owner: 'leaderboard' },
  { match: 'prefix', path: '/api/leagues', owner: 'leaderboard' },
  { match: 'prefix', path: '/api/reminders', owner: 'leaderboard' },
  { match: 'exact', path: '/api/login', owner: 'auth' },
  { match: 'exact', path: '/api/logout', owner: 'auth' },
  { match: 'exact', path: '/api/user', owner: 'auth' },
  { match: 'prefix', path: '/api/auth', owner: 'auth' },
  { match: 'prefix', path: '/api/puzzle-templates', owner: 'wordree' },
  { match: 'prefix', path: '/api/games', owner: 'wordree' },
  { match: 'prefix', path: '/api/daily-puzzle', owner: 'wordree' },
  { match: 'exact', path: '/api/historical-leaderboard', owner: 'wordree' },
  { match: 'exact', path: '/api/historical-leaderboards', owner: 'wordree' },
  { match: 'prefix', path: '/api/dictionary', owner: 'wordree' },
  { match: 'prefix', path: '/api/wordree', owner: 'wordree' },
  { match: 'prefix', path: '/api/jotto', owner: 'jotto' },
  { match: 'prefix', path: '/api/bloom', owner: 'bloom' },
  { match: 'prefix', path: '/api/admin', owner: 'admin' },
];

/** The first rule that matches an API path, or undefined when none does. */
function ruleOf(path: string): PathRule | undefined {
  return RULES.find(
    (rule) => path === rule.path || (rule.match === 'prefix' && path.startsWith(`${rule.path}/`)),
  );
}

/** The service that owns an API path, or undefined when no service does. */
export function ownerOf(path: string): ServiceName | undefined {
  return ruleOf(path)?.owner;
}

/**
 * The routing rule an API path went by, as a route label for the gateway's metrics (`/api/jotto/*`
 * for a prefix, its path and everything below it): the gateway knows its services' paths no finer,
 * and each service labels its own requests by their route templates. Undefined when no rule matches.
 */
export function routeRuleOf(path: string): string | undefined {
  const rule = ruleOf(path);
  if (!rule) return undefined;
  return rule.match === 'prefix' ? `${rule.path}/*` : rule.path;
}

/**
 * The paths the gateway passes on to `owner`, as route patterns: an exact rule's path, and a
 * prefix rule's path and everything below it.
 */
export function routePatternsOf(owner: ServiceName): string[] {
  return RULES.filter((rule) => rule.owner === owner).flatMap((rule) =>
    rule.match === 'exact' ? [rule.path] : [rule.path, `${rule.path}/*`],
  );
}
