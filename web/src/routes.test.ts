import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { SITE_PAGES } from '@hub/proto';
import { routes } from './routes';

// Only the table is under test: the screens it names are not rendered (they expect a browser).
vi.mock('./components/Shell', () => ({ Shell: () => null }));
vi.mock('./pages/Home', () => ({ default: () => null }));

const pathsOf = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...pathsOf(route.children ?? []),
  ]);

describe('the route table', () => {
  // The gateway answers 404 for a path outside SITE_PAGES: a page missing there would be served
  // as "not found" to crawlers and to a reload, though the app can show it.
  it('has exactly the pages the gateway serves', () => {
    expect(pathsOf(routes).sort()).toEqual([...SITE_PAGES].sort());
  });
});
