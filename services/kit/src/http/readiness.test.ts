import { describe, expect, it } from 'vitest';
import { metricsRegistry } from '../metrics';
import { checkReadiness, READINESS_CHECK_TIMEOUT_MS, reportDependencies } from './readiness';

describe('checkReadiness', () => {
  it('answers 200 when every check passes', async () => {
    const report = await checkReadiness({ a: async () => true, b: async () => true });
    expect(report).toEqual({
      httpStatus: 200,
      body: { status: 'ok', checks: { a: 'ok', b: 'ok' } },
    });
  });

  it('answers 503 naming the check that failed, threw or said no', async () => {
    const report = await checkReadiness({
      fine: async () => true,
      no: async () => false,
      threw: async () => {
        throw new Error('down');
      },
    });
    expect(report.httpStatus).toBe(503);
    expect(report.body.checks).toEqual({ fine: 'ok', no: 'unavailable', threw: 'unavailable' });
  });

  it('counts a check that hangs as unavailable instead of hanging itself', async () => {
    const started = Date.now();
    const report = await checkReadiness({ hangs: () => new Promise(() => {}) });
    expect(report.httpStatus).toBe(503);
    expect(report.body.checks).toEqual({ hangs: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(READINESS_CHECK_TIMEOUT_MS + 500);
  });

  it('reports what it can work without, and is "degraded" rather than unready without it', async () => {
    const report = await checkReadiness({ redis: async () => true }, { jotto: async () => false });
    expect(report).toEqual({
      httpStatus: 200,
      body: { status: 'degraded', checks: { redis: 'ok', jotto: 'unavailable' } },
    });
  });
});

describe('reportDependencies', () => {
  it('reports each readiness check as hub_dependency_up at each scrape, until stopped', async () => {
    let postgres = true;
    const stop = reportDependencies('probe-test', {
      postgres: async () => postgres,
      events: async () => {
        throw new Error('NATS is gone');
      },
    });
    const scrape = () => metricsRegistry.getSingleMetricAsString('hub_dependency_up');
    expect(await scrape()).toContain(
      'hub_dependency_up{service="probe-test",dependency="postgres"} 1',
    );
    expect(await scrape()).toContain(
      'hub_dependency_up{service="probe-test",dependency="events"} 0',
    );
    postgres = false;
    expect(await scrape()).toContain(
      'hub_dependency_up{service="probe-test",dependency="postgres"} 0',
    );
    stop();
    expect(await scrape()).not.toContain('probe-test');
  });
});
