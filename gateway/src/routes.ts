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
  { match: 'prefix', path: '/api/jotto', owner: 'jotto' },
  { match: 'prefix', path: '/api/bloom', owner: 'bloom' },
  { match: 'prefix', path: '/api/admin', owner: 'admin' },
];

/** The service that owns an API path, or undefined when no service does. */
export function ownerOf(path: string): ServiceName | undefined {
  for (const rule of RULES) {
    if (path === rule.path) return rule.owner;
    if (rule.match === 'prefix' && path.startsWith(`${rule.path}/`)) return rule.owner;
  }
  return undefined;
}
