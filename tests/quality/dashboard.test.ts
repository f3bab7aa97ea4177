import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICES } from '@hub/proto';
import { DASHBOARD_FILE, hubDashboard } from '../../infra/grafana/dashboard';
import { seriesIn, unknownSeries } from '../support/promql';

// The operators' Grafana dashboard (infra/grafana): what Grafana imports is what the code makes,
// and each of its queries reads a metric the site exports (or a series the rules record).

interface DashboardPanel {
  id: number;
  type: string;
  title: string;
  targets?: { expr: string }[];
}

const committed = JSON.parse(readFileSync(DASHBOARD_FILE, 'utf8')) as {
  panels: DashboardPanel[];
};
const queries = committed.panels.flatMap((panel) => (panel.targets ?? []).map((t) => t.expr));

describe('the dashboard', () => {
  it('is the one infra/grafana/dashboard.ts makes (run it after a change)', () => {
    expect(committed).toEqual(hubDashboard());
  });

  it('has a row of traffic, errors, latency and saturation for the gateway and each service', () => {
    const rows = committed.panels.filter((panel) => panel.type === 'row').map((row) => row.title);
    expect(rows).toEqual(expect.arrayContaining(['gateway', ...SERVICES, 'Events and outboxes']));
    expect(rows[0]).toMatch(/^Objectives/);
    expect(new Set(committed.panels.map((panel) => panel.id)).size).toBe(committed.panels.length);
  });

  it('reads only metrics the processes export, or series the alerting rules record', async () => {
    expect(queries.length).toBeGreaterThan(30);
    expect(await unknownSeries(queries)).toEqual([]);
    // The error budget's burn, from the rules' recorded ratios.
    expect(queries.flatMap(seriesIn)).toContain('hub:api_error_ratio:rate1h');
  });
});
