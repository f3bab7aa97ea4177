import { describe, expect, it } from 'vitest';
import { UNMATCHED_ROUTE } from '@hub/kit';
import { gatewayRouteOf, WEB_APP_ROUTE } from './route-label';

describe('gatewayRouteOf', () => {
  it('labels an API request by the routing rule that sent it to its service', () => {
    expect(gatewayRouteOf('/api/jotto/match/8f1c/guess', '/api/jotto/*')).toBe('/api/jotto/*');
    expect(gatewayRouteOf('/api/jotto/match/other-id', '/api/jotto/*')).toBe('/api/jotto/*');
    expect(gatewayRouteOf('/api/user/stats', '/api/user/stats')).toBe('/api/user/stats/*');
    expect(gatewayRouteOf('/api/user', '/api/user')).toBe('/api/user');
    expect(gatewayRouteOf('/api/auth/google/callback', '/api/auth/*')).toBe('/api/auth/*');
  });

  it("labels the gateway's own routes by their templates", () => {
    expect(gatewayRouteOf('/api/config', '/api/config')).toBe('/api/config');
    expect(gatewayRouteOf('/healthz', '/healthz')).toBe('/healthz');
  });

  it('gives API paths nobody owns, and the refused /metrics, one fixed label', () => {
    expect(gatewayRouteOf('/api/no-such-thing/123', UNMATCHED_ROUTE)).toBe(UNMATCHED_ROUTE);
    expect(gatewayRouteOf('/api', UNMATCHED_ROUTE)).toBe(UNMATCHED_ROUTE);
    expect(gatewayRouteOf('/metrics', UNMATCHED_ROUTE)).toBe(UNMATCHED_ROUTE);
  });

  it('gives every page and file of the web app one label', () => {
    expect(gatewayRouteOf('/game/jotto', '/game/jotto')).toBe(WEB_APP_ROUTE);
    expect(gatewayRouteOf('/assets/index-abc123.js', '/assets/*')).toBe(WEB_APP_ROUTE);
    expect(gatewayRouteOf('/made-up/path', UNMATCHED_ROUTE)).toBe(WEB_APP_ROUTE);
  });
});
