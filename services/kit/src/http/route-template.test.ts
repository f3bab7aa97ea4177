import { describe, expect, it } from 'vitest';
import { routeTemplateOf, UNMATCHED_ROUTE } from './route-template';

describe('routeTemplateOf', () => {
  it('names the route by its template, not by the path asked for', () => {
    expect(routeTemplateOf({ route: { path: '/api/jotto/match/:id' }, baseUrl: '' })).toBe(
      '/api/jotto/match/:id',
    );
  });

  it('puts the mount path of a router in front', () => {
    expect(routeTemplateOf({ route: { path: '/:id' }, baseUrl: '/api/admin/puzzles' })).toBe(
      '/api/admin/puzzles/:id',
    );
    expect(routeTemplateOf({ route: { path: '/' }, baseUrl: '/api/x' })).toBe('/api/x/');
  });

  it('gives one label to a route declared by several paths or a regular expression', () => {
    expect(routeTemplateOf({ route: { path: ['/a', '/b/:id'] } })).toBe('/a|/b/:id');
    expect(routeTemplateOf({ route: { path: /.*/ } })).toBe('/.*/');
  });

  it('gives every unrouted request the same fixed label', () => {
    expect(routeTemplateOf({})).toBe(UNMATCHED_ROUTE);
    expect(routeTemplateOf({ baseUrl: '/api' })).toBe(UNMATCHED_ROUTE);
  });
});
