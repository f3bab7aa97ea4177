import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { READINESS_CHECK_TIMEOUT_MS, readinessHandler, type ReadinessChecks } from './readiness';

const appWith = (checks: ReadinessChecks) => express().get('/readyz', readinessHandler(checks));

describe('readinessHandler', () => {
  it('answers 200 when every check passes', async () => {
    const response = await request(appWith({ a: async () => true, b: async () => true })).get(
      '/readyz',
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', checks: { a: 'ok', b: 'ok' } });
  });

  it('answers 503 naming the check that failed, threw or said no', async () => {
    const response = await request(
      appWith({
        fine: async () => true,
        no: async () => false,
        threw: async () => {
          throw new Error('down');
        },
      }),
    ).get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body.checks).toEqual({ fine: 'ok', no: 'unavailable', threw: 'unavailable' });
  });

  it('counts a check that hangs as unavailable instead of hanging itself', async () => {
    const started = Date.now();
    const response = await request(appWith({ hangs: () => new Promise(() => {}) })).get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body.checks).toEqual({ hangs: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(READINESS_CHECK_TIMEOUT_MS + 500);
  });
});
