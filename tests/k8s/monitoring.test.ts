// infra/k8s/monitoring, for clusters with the Prometheus Operator: its PrometheusRule is the
// alerting rules of infra/prometheus (which promtool tests), and its PodMonitors scrape every
// replica of the gateway and each service where the pods serve their metrics.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVICES } from '@hub/proto';
import {
  PROMETHEUS_RULE_FILE,
  prometheusRule,
  RULES_FILE,
} from '../../infra/prometheus/prometheus-rule';
import { K8S_DIR, readKustomization, readManifests, Site, type LabelSelector } from './site';

const MONITORING_DIR = path.join(K8S_DIR, 'monitoring');
const site = Site.read();

interface PodMonitor {
  metadata: { name: string };
  spec: {
    jobLabel: string;
    selector: LabelSelector;
    podMetricsEndpoints: { port: string; path: string }[];
  };
}

const podMonitors = readManifests(path.join(MONITORING_DIR, 'pod-monitors.yaml')).map(
  (manifest) => manifest.object as unknown as PodMonitor,
);

describe('the monitoring manifests', () => {
  it('are what their kustomization lists', () => {
    expect(readKustomization(MONITORING_DIR).resources).toEqual([
      'pod-monitors.yaml',
      'prometheus-rule.yaml',
    ]);
  });

  it('hold the alerting rules of infra/prometheus (run prometheus-rule.ts after a change)', () => {
    const committed = parse(readFileSync(PROMETHEUS_RULE_FILE, 'utf8'));
    expect(committed).toEqual(prometheusRule());
    expect(committed.spec.groups).toEqual(parse(readFileSync(RULES_FILE, 'utf8')).groups);
  });

  it('scrape every replica of the gateway and each service on the port its annotations name', () => {
    const scraped = new Map<string, string>();
    for (const monitor of podMonitors) {
      expect(monitor.spec.jobLabel).toBe('app.kubernetes.io/name');
      for (const workload of site.selected(monitor.spec.selector)) {
        const pod = workload.template;
        const [endpoint] = monitor.spec.podMetricsEndpoints;
        const port = pod.spec!.containers[0]!.ports!.find((p) => p.name === endpoint!.port);
        expect(port, `${workload.name} has no port ${endpoint!.port}`).toBeDefined();
        const annotations = pod.metadata!.annotations!;
        expect(String(port!.containerPort)).toBe(annotations['prometheus.io/port']);
        expect(endpoint!.path).toBe(annotations['prometheus.io/path']);
        scraped.set(workload.name, monitor.metadata.name);
      }
    }
    expect([...scraped.keys()].sort()).toEqual(['gateway', ...SERVICES].sort());
  });
});
