// The manifests and docker-compose.yml describe the same deployment: the same image and commands,
// the same ports, the same service addresses, the same Postgres, Redis and NATS images.
import { describe, expect, it } from 'vitest';
import { composeProblems, readCompose } from './compose';
import { containerEnv, placeholderSecrets, Site, type Workload } from './site';

const site = Site.read();
const compose = readCompose();
const secrets = placeholderSecrets();
const envOf = (workload: Workload) =>
  containerEnv(site, workload.template.spec!.containers[0]!, secrets);

describe('the manifests and docker-compose.yml', () => {
  it('run the gateway and every service from the same image, command and port', () => {
    const deployments = site.workloads().filter((workload) => workload.kind === 'Deployment');
    expect(deployments.length).toBe(7);
    expect(composeProblems(compose, deployments, envOf)).toEqual([]);
  });

  it('run db-setup the same way, where Compose has it', () => {
    const setup = site.workloads().filter((w) => w.kind === 'Job' && w.name in compose);
    expect(composeProblems(compose, setup, envOf)).toEqual([]);
  });

  it('use the same Postgres, Redis and NATS images', () => {
    const statefulSets = site.workloads().filter((workload) => workload.kind === 'StatefulSet');
    expect(statefulSets.map((workload) => workload.name).sort()).toEqual([
      'nats',
      'postgres',
      'redis',
    ]);
    expect(composeProblems(compose, statefulSets, envOf)).toEqual([]);
  });

  it('would notice a port that differs', () => {
    const gateway = site.workloads().filter((workload) => workload.name === 'gateway');
    const moved = { ...compose, gateway: { ...compose.gateway!, ports: [8081] } };
    expect(composeProblems(moved, gateway, envOf).join('\n')).toMatch(/publishes 8081/);
  });
});
