import { declaredRoutesOf, type DeclaredRoute, type ServiceApp } from '@hub/kit';

export type { DeclaredRoute };

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
 * Every route an app really declares (for an Express app, in the routers mounted in it too): what
 * the app answers, read from the app itself rather than from a list kept beside it. The automatic
 * HEAD of a GET is left out; an Express pattern is written as a string.
 */
export function declaredRoutes(app: ServiceApp): DeclaredRoute[] {
  if ('routing' in app) return declaredRoutesOf(app);
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
