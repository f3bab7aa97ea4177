import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { anchorsOf } from '../support/markdown';
import { metricOf, prometheusRules, seriesIn, unknownSeries, yamlFilesIn } from '../support/promql';

// What promtool cannot know about the alerting rules (infra/prometheus), which `npm run
// test:alerts` checks and unit-tests: that each series they read is one the processes export,
// that each alert says how urgent it is and links to a runbook that exists, and that the unit
// tests make each alert fire at least once.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TESTS_DIR = path.join(ROOT, 'infra/prometheus/tests');

const rules = prometheusRules();
const alerts = rules.filter((rule) => rule.alert);

describe('the alerting rules', () => {
  it('are found', () => {
    expect(alerts.length).toBeGreaterThanOrEqual(12);
  });

  it('read only series the processes export, the rules record, or Prometheus makes (up)', async () => {
    expect(await unknownSeries(rules.map((rule) => rule.expr))).toEqual([]);
    // The check sees what it should: the metrics the rules are about.
    const read = new Set(rules.flatMap((rule) => seriesIn(rule.expr)).map(metricOf));
    expect([...read]).toEqual(
      expect.arrayContaining([
        'hub_http_requests_total',
        'hub_outbox_oldest_pending_age_seconds',
        'hub_dependency_up',
        'hub_gateway_ready_replicas',
      ]),
    );
  });

  it('say how urgent each alert is and link to its runbook in the operations docs', () => {
    const anchors = anchorsOf(path.join(ROOT, 'docs/operations.md'));
    const problems = alerts.flatMap((rule) => {
      const found: string[] = [];
      if (!['page', 'ticket'].includes(rule.labels?.severity ?? '')) found.push('no severity');
      if (!rule.annotations?.summary) found.push('no summary');
      const [file, anchor] = (rule.annotations?.runbook_url ?? '').split('#');
      if (file !== 'docs/operations.md' || !anchor || !anchors.has(anchor)) {
        found.push(`runbook ${rule.annotations?.runbook_url} is not a heading of operations.md`);
      }
      return found.map((problem) => `${rule.alert}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('each fire in the unit tests at least once', () => {
    const fired = new Set(
      yamlFilesIn(TESTS_DIR).flatMap((file) =>
        (
          parse(readFileSync(file, 'utf8')) as {
            tests: { alert_rule_test?: { alertname: string; exp_alerts?: unknown[] }[] }[];
          }
        ).tests.flatMap((test) =>
          (test.alert_rule_test ?? [])
            .filter((check) => (check.exp_alerts ?? []).length > 0)
            .map((check) => check.alertname),
        ),
      ),
    );
    expect(alerts.map((rule) => rule.alert).filter((name) => !fired.has(name!))).toEqual([]);
  });
});
