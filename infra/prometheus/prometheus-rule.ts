// The alerting rules as a Prometheus Operator PrometheusRule, for infra/k8s/monitoring: run
// `npx tsx infra/prometheus/prometheus-rule.ts` after changing rules/hub.rules.yml (a test in
// tests/k8s checks the two hold the same groups).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse, stringify } from 'yaml';

export const RULES_FILE = fileURLToPath(new URL('rules/hub.rules.yml', import.meta.url));
export const PROMETHEUS_RULE_FILE = fileURLToPath(
  new URL('../k8s/monitoring/prometheus-rule.yaml', import.meta.url),
);

export function prometheusRule() {
  const { groups } = parse(readFileSync(RULES_FILE, 'utf8')) as { groups: unknown[] };
  return {
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'PrometheusRule',
    metadata: { name: 'puzzle-hub', labels: { 'app.kubernetes.io/name': 'puzzle-hub' } },
    spec: { groups },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const header =
    '# Made by infra/prometheus/prometheus-rule.ts from infra/prometheus/rules/hub.rules.yml: edit\n' +
    '# that file and run the script, not this one.\n';
  const yaml = header + stringify(prometheusRule(), { lineWidth: 0 });
  const options = {
    ...(await resolveConfig(PROMETHEUS_RULE_FILE)),
    filepath: PROMETHEUS_RULE_FILE,
  };
  writeFileSync(PROMETHEUS_RULE_FILE, await format(yaml, options));
  console.log(`wrote ${PROMETHEUS_RULE_FILE}`);
}
