import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { collectProcessMetrics, metricsRegistry } from '@hub/kit';

// Reading the PromQL of the alerting rules (infra/prometheus) and the dashboard (infra/grafana),
// to check that what they read is what the processes export.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const RULES_DIR = path.join(ROOT, 'infra/prometheus/rules');

export interface PrometheusRule {
  record?: string;
  alert?: string;
  expr: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

export const yamlFilesIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.yml'))
    .map((name) => path.join(dir, name));

/** Every recording and alerting rule of infra/prometheus/rules. */
export function prometheusRules(): PrometheusRule[] {
  return yamlFilesIn(RULES_DIR).flatMap((file) =>
    (parse(readFileSync(file, 'utf8')) as { groups: { rules: PrometheusRule[] }[] }).groups.flatMap(
      (group) => group.rules,
    ),
  );
}

/**
 * The series names an expression reads: what is left of it without label matchers and grouping
 * clauses, less function names (followed by a parenthesis) and the binary operators' keywords.
 */
export function seriesIn(expr: string): string[] {
  const bare = expr
    .replace(/\{[^}]*\}/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  const names = bare.match(/\b[a-zA-Z_:][a-zA-Z0-9_:]*\b(?!\s*\()/g) ?? [];
  const keywords = new Set(['and', 'or', 'unless', 'bool', 'offset']);
  return [...new Set(names)].filter((name) => !keywords.has(name));
}

/** A histogram's or summary's series are named after it. */
export const metricOf = (series: string) => series.replace(/_(bucket|count|sum)$/, '');

/**
 * The series of `exprs` that no process exports, no rule records and Prometheus does not make
 * (`up`): each a typo or a metric since renamed.
 */
export async function unknownSeries(exprs: string[]): Promise<string[]> {
  // Node's own metrics are declared once a process asks for them, as every process does.
  collectProcessMetrics();
  const exported = new Set((await metricsRegistry.getMetricsAsJSON()).map((metric) => metric.name));
  const recorded = new Set(prometheusRules().flatMap((rule) => (rule.record ? [rule.record] : [])));
  return exprs
    .flatMap(seriesIn)
    .filter(
      (series) => series !== 'up' && !recorded.has(series) && !exported.has(metricOf(series)),
    );
}
