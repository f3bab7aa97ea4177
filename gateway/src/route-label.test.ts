import { describe, expect, it } from 'vitest';
import { UNMATCHED_ROUTE } from '@hub/kit';
import { gatewayRouteOf, WEB_APP_ROUTE } from './route-label';

const request = (originalUrl: string, route?: string) => ({
  originalUrl,
  baseUrl: '',
  ...(route ? { route: { path: route } } : {}),
});

describe('gatewayRouteOf', () => {
  it('labels an API request by the routing rule that sent it to its service', () => {
    expect(gatewayRouteOf(request('/api/jotto/match/8f1c/guess'))).toBe('/api/jotto/*');
    expect(gatewayRouteOf(request('/api/jotto/match/other-id'))).toBe('/api/jotto/*');
    expect(gatewayRouteOf(request('/api/user/stats?day=2025-01-01'))).toBe('/api/user/stats/*');
    expect(gatewayRouteOf(request('/api/user'))).toBe('/api/user');
    expect(gatewayRouteOf(request('/api/auth/google/callback?code=secret'))).toBe('/api/auth/*');
  });

  it("labels the gateway's own routes by their templates", () => {
    expect(gatewayRouteOf(request('/api/config', '/api/config'))).toBe('/api/config');
    expect(gatewayRouteOf(request('/healthz', '/healthz'))).toBe('/healthz');
  });

  it('gives API paths nobody owns, and the refused /metrics, one fixed label', () => {
    expect(gatewayRouteOf(request('/api/no-such-thing/123'))).toBe(UNMATCHED_ROUTE);
    expect(gatewayRouteOf(request('/api'))).toBe(UNMATCHED_ROUTE);
    expect(gatewayRouteOf(request('/metrics'))).toBe(UNMATCHED_ROUTE);
  });

  it('gives every page and file of the web app one label', () => {
    expect(gatewayRouteOf(request('/game/jotto', '/game/jotto'))).toBe(WEB_APP_ROUTE);
    expect(gatewayRouteOf(request('/assets/index-abc123.js'))).toBe(WEB_APP_ROUTE);
    expect(gatewayRouteOf(request('/made-up/path?x=1'))).toBe(WEB_APP_ROUTE);
  });
});
