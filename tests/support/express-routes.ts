import type { Express } from 'express';

/** One route an app declares: `GET /api/jotto/match/:id` (a pattern is written as a string). */
export interface DeclaredRoute {
  method: string;
  path: string;
}

/** What `router.listRoutes()` (the router package, 2.3+, under Express 5) lists. */
interface ListedRoute {
  path: string | RegExp;
  methods?: string[];
  router?: RouterLike;
}
interface RouterLike {
  listRoutes(): ListedRoute[];
}

/**
 * Every route an Express app really declares, in the routers mounted in it too: what the app
 * answers, read from the app itself rather than from a list kept beside it. The automatic HEAD of
 * a GET is left out.
 */
export function declaredRoutes(app: Express): DeclaredRoute[] {
  return routesOf((app as unknown as { router: RouterLike }).router, '');
}

function routesOf(router: RouterLike, prefix: string): DeclaredRoute[] {
  return router.listRoutes().flatMap(({ path, methods, router: mounted }) => {
    const full = path === '/' && mounted ? prefix : `${prefix}${String(path)}`;
    if (mounted) return routesOf(mounted, full);
    return (methods ?? [])
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method, path: full }));
  });
}
