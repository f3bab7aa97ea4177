// The Kubernetes manifests, checked offline: every object against the Kubernetes schemas, then what
// must hold between them (ports, probes, selectors, addresses, budgets, network policies).
import { describe, expect, it } from 'vitest';
import { SERVICES } from '@hub/proto';
import {
  addressProblems,
  allowedCallers,
  autoscalingProblems,
  disruptionProblems,
  ingressProblems,
  kustomizationProblems,
  networkPolicyProblems,
  schemaProblems,
  serviceProblems,
  shutdownProblems,
  workloadProblems,
} from './checks';
import {
  containerEnv,
  DEPENDENCIES_DIR,
  K8S_DIR,
  placeholderSecrets,
  readKustomization,
  readManifests,
  SECRET_EXAMPLE,
  Site,
} from './site';

const APP_IMAGE = 'puzzle-hub';
const GAMES = ['wordree', 'jotto', 'bloom'];

const site = Site.read();
const secrets = placeholderSecrets();
const config = site.find('ConfigMap', 'hub-config')!.data!;

/** A deep copy of the site, changed by `edit`: what a check must catch. */
function broken(edit: (copy: Site) => void): Site {
  const copy = new Site(structuredClone(site.manifests));
  edit(copy);
  return copy;
}

/** The container of a Deployment, for a test to break. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const containerOf = (copy: Site, name: string): any =>
  copy.find('Deployment', name)!.spec.template.spec.containers[0];

describe('the Kubernetes manifests', () => {
  it('are valid Kubernetes objects, the Secret template too', async () => {
    const template = readManifests(SECRET_EXAMPLE);
    expect(await schemaProblems([...site.manifests, ...template])).toEqual([]);
    expect(site.manifests.length).toBeGreaterThan(30);
  });

  it('are all listed by their kustomization, which puts them in one namespace', () => {
    expect(kustomizationProblems(K8S_DIR, ['secret.example.yaml'])).toEqual([]);
    expect(kustomizationProblems(DEPENDENCIES_DIR)).toEqual([]);
    const namespace = readKustomization(K8S_DIR).namespace;
    expect(site.find('Namespace', namespace!)).toBeDefined();
    expect(readKustomization(DEPENDENCIES_DIR).namespace).toBe(namespace);
    const elsewhere = site.manifests.filter(({ object }) =>
      [undefined, namespace].every((allowed) => object.metadata.namespace !== allowed),
    );
    expect(elsewhere.map(({ file }) => file)).toEqual([]);
  });

  it('run one image, which the kustomization can swap for a release', () => {
    const processes = site.appWorkloads(APP_IMAGE).map((workload) => workload.name);
    expect(processes.sort()).toEqual([...SERVICES, 'gateway', 'db-setup'].sort());
    expect(readKustomization(K8S_DIR).images?.map((image) => image.name)).toEqual([APP_IMAGE]);
  });

  it('give every container resources, probes on its own ports, and no privileges', () => {
    expect(workloadProblems(site, APP_IMAGE)).toEqual([]);
  });

  it('give each process the time to stop: preStop, drain and grace period agree', () => {
    expect(shutdownProblems(site)).toEqual([]);
    const deployments = site
      .appWorkloads(APP_IMAGE)
      .filter((workload) => workload.kind === 'Deployment');
    expect(deployments.map((workload) => workload.name).sort()).toEqual(
      [...SERVICES, 'gateway'].sort(),
    );
    // Said, not left to Kubernetes' default, so that the sum beside it is the one in force.
    for (const { name, template } of deployments) {
      expect(template.spec!.terminationGracePeriodSeconds, name).toBeDefined();
    }
  });

  it('have Services that reach a port of the pods they select', () => {
    expect(serviceProblems(site)).toEqual([]);
  });

  it('address every in-cluster service by a Service name and port that exist', () => {
    expect(addressProblems(site, secrets)).toEqual([]);
  });

  it('autoscale the three games, and keep a replica through any single eviction', () => {
    const scaled = site.ofKind('HorizontalPodAutoscaler').map(({ object }) => object.spec);
    expect(scaled.map((spec) => spec.scaleTargetRef.name).sort()).toEqual([...GAMES].sort());
    expect(autoscalingProblems(site)).toEqual([]);
    expect(disruptionProblems(site)).toEqual([]);
  });

  it('publish the gateway alone, on the host of PUBLIC_URL', () => {
    const backends = site
      .ofKind('Ingress')
      .flatMap(({ object }) => object.spec.rules)
      .flatMap((rule) => rule.http.paths.map(({ backend }: never) => backend))
      .map((backend: { service: { name: string } }) => backend.service.name);
    expect(new Set(backends)).toEqual(new Set(['gateway']));
    expect(ingressProblems(site, config.PUBLIC_URL!)).toEqual([]);
  });

  it('let only the gateway call the services, and admin call the games it manages', () => {
    expect(networkPolicyProblems(site)).toEqual([]);
    const servicesCalledBy = (callers: string[]) =>
      Object.fromEntries(SERVICES.map((name) => [name, callers]));
    const everyService = [...SERVICES].sort();
    expect(allowedCallers(site)).toEqual({
      ...servicesCalledBy(['gateway']),
      wordree: ['admin', 'gateway'],
      bloom: ['admin', 'gateway'],
      jotto: ['admin', 'gateway'],
      gateway: [], // from the Ingress controller's namespace only
      'db-setup': [],
      postgres: [...everyService, 'db-setup'].sort(),
      redis: ['auth', 'gateway'],
      nats: everyService,
    });
  });

  it("take a Redis or NATS URL with a password from the Secret over hub-config's", () => {
    const withPasswords = {
      'hub-secrets': {
        ...secrets['hub-secrets'],
        redis_url: 'rediss://:pw@cache.internal:6380',
        nats_url: 'nats://hub:pw@bus.internal:4222',
      },
    };
    const envOf = (name: string, given = secrets) =>
      containerEnv(site, site.find('Deployment', name)!.spec.template.spec.containers[0], given);
    expect(envOf('auth').REDIS_URL).toBe(config.REDIS_URL);
    expect(envOf('auth', withPasswords).REDIS_URL).toBe('rediss://:pw@cache.internal:6380');
    expect(envOf('gateway', withPasswords).REDIS_URL).toBe('rediss://:pw@cache.internal:6380');
    for (const service of SERVICES) {
      expect(envOf(service).NATS_URL).toBe(config.NATS_URL);
      expect(envOf(service, withPasswords).NATS_URL).toBe('nats://hub:pw@bus.internal:4222');
    }
  });

  it('keep Redis sessions in an append-only file and JetStream streams on a volume', () => {
    const statefulSet = (name: string) => site.find('StatefulSet', name)!.spec;
    const redis = statefulSet('redis');
    expect(redis.template.spec.containers[0].args.join(' ')).toMatch(/--appendonly yes/);
    const nats = statefulSet('nats');
    expect(nats.template.spec.containers[0].args).toEqual(expect.arrayContaining(['-js', '-sd']));
    for (const spec of [redis, nats, statefulSet('postgres')]) {
      expect(spec.volumeClaimTemplates).toHaveLength(1);
    }
  });
});

describe('the checks, given a broken copy of the manifests', () => {
  it('see a Service aimed at a port its pods lack, or a headless one on another port', () => {
    const retargeted = broken(
      (copy) => (copy.find('Service', 'jotto')!.spec.ports[0].targetPort = 'web'),
    );
    expect(serviceProblems(retargeted).join('\n')).toMatch(/Service jotto: targetPort web/);
    const moved = broken((copy) => (copy.find('Service', 'bloom')!.spec.ports[0].port = 80));
    expect(serviceProblems(moved).join('\n')).toMatch(/Service bloom: headless, so port 80/);
  });

  it('see a missing probe, or one on a port the container lacks', () => {
    const unprobed = broken((copy) => delete containerOf(copy, 'auth').readinessProbe);
    expect(workloadProblems(unprobed, APP_IMAGE).join('\n')).toMatch(/auth: no readinessProbe/);
    const elsewhere = broken(
      (copy) => (containerOf(copy, 'admin').livenessProbe.httpGet.port = 8080),
    );
    expect(workloadProblems(elsewhere, APP_IMAGE).join('\n')).toMatch(/livenessProbe on port 8080/);
  });

  it('see an address on a port its Service lacks', () => {
    const misaddressed = broken((copy) => {
      const env = containerOf(copy, 'gateway').env as Array<{ name: string; value?: string }>;
      env.find((variable) => variable.name === 'JOTTO_URL')!.value = 'http://jotto:8080';
    });
    expect(addressProblems(misaddressed, secrets).join('\n')).toMatch(
      /JOTTO_URL=http:\/\/jotto:8080: Service jotto has no port 8080/,
    );
  });

  it('see a policy that lets admin into the wrong game', () => {
    const loose = broken((copy) => {
      copy.find('NetworkPolicy', 'games-from-admin')!.spec.podSelector.matchExpressions[0].values =
        ['leaderboard'];
    });
    expect(allowedCallers(loose).leaderboard).toContain('admin');
  });

  it('see an autoscaled Deployment that sets its own count', () => {
    const fixed = broken((copy) => (copy.find('Deployment', 'jotto')!.spec.replicas = 3));
    expect(autoscalingProblems(fixed).join('\n')).toMatch(/sets replicas/);
  });

  it('see a grace period too short for preStop, drain and deadline, or a drain the gateway misses', () => {
    const hurried = broken(
      (copy) =>
        (copy.find('Deployment', 'jotto')!.spec.template.spec.terminationGracePeriodSeconds = 15),
    );
    expect(shutdownProblems(hurried)).toEqual([
      expect.stringMatching(
        /^jotto\.yaml: Deployment jotto, container jotto: grace period 15 s < 18 s/,
      ),
    ]);
    // A longer drain from hub-config, which every container takes.
    const fromConfig = broken((copy) => {
      copy.find('ConfigMap', 'hub-config')!.data!.SHUTDOWN_DRAIN_MS = '20000';
    });
    expect(shutdownProblems(fromConfig)).toContainEqual(
      expect.stringMatching(/^bloom\.yaml: Deployment bloom, .*: grace period 20 s < 35 s/),
    );
    // A drain over before the gateway's next probe could see it.
    const brief = broken((copy) => {
      containerOf(copy, 'admin').env.push({ name: 'SHUTDOWN_DRAIN_MS', value: '500' });
    });
    expect(shutdownProblems(brief).join('\n')).toMatch(
      /Deployment admin, .*: a drain of 0\.5 s may end before the gateway's probes/,
    );
    const hooked = broken(
      (copy) =>
        (containerOf(copy, 'auth').lifecycle.preStop = {
          httpGet: { path: '/drain', port: 'http' },
        }),
    );
    expect(shutdownProblems(hooked).join('\n')).toMatch(
      /Deployment auth, .*: its preStop hook is no sleep/,
    );
  });

  it('see an object the Kubernetes schema refuses', async () => {
    const quoted = broken((copy) => (containerOf(copy, 'wordree').ports[0].containerPort = '3000'));
    expect((await schemaProblems(quoted.ofKind('Deployment'))).join('\n')).toMatch(
      /Deployment wordree: .*containerPort must be integer/,
    );
  });
});
