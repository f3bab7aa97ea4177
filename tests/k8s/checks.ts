// What must hold between the objects of the manifests: each check lists every problem it finds
// (empty when all is well), so a test shows them all at once and can prove a broken copy fails.
import path from 'node:path';
import { PROBE_EVERY_MS } from '@hub/gateway';
import { DEFAULT_DRAIN_MS, SHUTDOWN_DEADLINE_MS } from '@hub/kit';
import {
  containerEnv,
  containerPort,
  entryOf,
  imageName,
  K8S_DIR,
  placeholderSecrets,
  readKustomization,
  selects,
  yamlFilesIn,
  type Container,
  type KubeObject,
  type Manifest,
  type SecretValues,
  type Site,
  type Workload,
} from './site';

/** Validates `object` against the Kubernetes OpenAPI schema of its apiVersion and kind. */
export async function schemaProblems(manifests: Manifest[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { file, object } of manifests) {
    const where = `${file}: ${object.kind} ${object.metadata?.name}`;
    let Model: new (data: KubeObject) => { validate(): void };
    try {
      // kubernetes-models has one module per kind, named by apiVersion and kind.
      const module = await import(
        /* @vite-ignore */ `kubernetes-models/${object.apiVersion}/${object.kind}`
      );
      Model = module[object.kind];
    } catch (error) {
      // An unknown kind, or a broken install of kubernetes-models: the first line tells which.
      const reason = (error as Error).message.split('\n')[0];
      problems.push(`${where}: no schema for ${object.apiVersion} ${object.kind} (${reason})`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
    }
  }
  return problems;
}

/** The kustomization lists every manifest of its folder (but `except`), and only those. */
export function kustomizationProblems(dir: string, except: string[] = []): string[] {
  const where = path.relative(K8S_DIR, path.join(dir, 'kustomization.yaml'));
  const listed = [...readKustomization(dir).resources].sort();
  const present = yamlFilesIn(dir).filter((file) => !except.includes(file));
  return [
    ...present.filter((file) => !listed.includes(file)).map((file) => `${where}: misses ${file}`),
    ...listed.filter((file) => !present.includes(file)).map((file) => `${where}: lists ${file}`),
  ];
}

const hasCpuAndMemory = (quantities?: Record<string, unknown>) =>
  quantities?.cpu !== undefined && quantities?.memory !== undefined;

/**
 * Each container: resources, probes that answer on a port it has (the app's on /readyz and
 * /healthz), no root and no privileges, a read-only root filesystem (with /tmp apart for the app).
 * Each Deployment or StatefulSet picks its own pods and no others.
 */
export function workloadProblems(site: Site, appImage: string): string[] {
  return site.workloads().flatMap((workload) => {
    const spec = workload.template.spec!;
    const where = `${workload.manifest.file}: ${workload.kind} ${workload.name}`;
    const problems: string[] = [];
    if (workload.kind !== 'Job') {
      const mine = site.selected(workload.manifest.object.spec.selector);
      if (mine.length !== 1 || mine[0]!.manifest !== workload.manifest) {
        problems.push(
          `${where}: its selector picks ${mine.map((w) => w.name).join(', ') || 'no pods'}`,
        );
      }
    }
    if (spec.securityContext?.runAsNonRoot !== true) problems.push(`${where}: may run as root`);
    for (const container of spec.containers) {
      const at = `${where}, container ${container.name}`;
      const { requests, limits } = container.resources ?? {};
      if (!hasCpuAndMemory(requests) || !hasCpuAndMemory(limits)) {
        problems.push(`${at}: needs cpu and memory requests and limits`);
      }
      const security = container.securityContext ?? {};
      if (
        security.allowPrivilegeEscalation !== false ||
        !security.capabilities?.drop?.includes('ALL')
      ) {
        problems.push(`${at}: must drop all capabilities and privilege escalation`);
      }
      if (security.readOnlyRootFilesystem !== true) {
        problems.push(`${at}: root filesystem writable`);
      }
      const isApp = imageName(container.image) === appImage;
      if (isApp && !container.volumeMounts?.some((mount) => mount.mountPath === '/tmp')) {
        problems.push(`${at}: the read-only root filesystem needs a volume on /tmp`);
      }
      if (workload.kind !== 'Job') problems.push(...probeProblems(at, container, isApp));
    }
    return problems;
  });
}

/** What the app's probes ask; a startup probe is optional. */
const APP_PROBES = {
  readinessProbe: '/readyz',
  livenessProbe: '/healthz',
  startupProbe: '/healthz',
} as const;

function probeProblems(at: string, container: Container, isApp: boolean): string[] {
  return (Object.keys(APP_PROBES) as Array<keyof typeof APP_PROBES>).flatMap((kind) => {
    const probe = container[kind];
    if (!probe) return kind === 'startupProbe' ? [] : [`${at}: no ${kind}`];
    const port = probe.httpGet?.port ?? probe.tcpSocket?.port;
    return [
      ...(port !== undefined && !containerPort(container, port)
        ? [`${at}: ${kind} on port ${port}, which the container does not have`]
        : []),
      ...(isApp && probe.httpGet?.path !== APP_PROBES[kind]
        ? [`${at}: ${kind} must ask ${APP_PROBES[kind]}`]
        : []),
    ];
  });
}

/** What Kubernetes gives a pod that sets no terminationGracePeriodSeconds. */
const DEFAULT_GRACE_SECONDS = 30;

/** How long a container's preStop hook holds its SIGTERM back: a sleep, else why it cannot tell. */
function preStopSeconds(container: Container): number | string {
  const hook = container.lifecycle?.preStop;
  if (!hook) return 0;
  if (hook.sleep) return hook.sleep.seconds;
  const [command = '', duration = '', ...rest] = hook.exec?.command ?? [];
  if (/(^|\/)sleep$/.test(command) && /^\d+(\.\d+)?s?$/.test(duration) && !rest.length) {
    return parseFloat(duration);
  }
  return `its preStop hook is no sleep, so the check cannot time it: ${JSON.stringify(hook)}`;
}

/**
 * Each Deployment of the app (a container running `node dist/server/<entry>.js`) stops cleanly.
 * A terminating pod leaves its Services' endpoints at once; its preStop sleep keeps it serving
 * while callers catch up (DNS caches, the Ingress controller); then SIGTERM starts the drain
 * (SHUTDOWN_DRAIN_MS in the environment the kubelet would build, directly or from a ConfigMap,
 * else DEFAULT_DRAIN_MS: /readyz at 503, `Connection: close`), and the process is out within
 * SHUTDOWN_DEADLINE_MS after it. So:
 *
 * - the grace period (terminationGracePeriodSeconds, 30 s unset) covers preStop sleep + drain +
 *   deadline, or the kubelet's SIGKILL cuts the shutdown short;
 * - the drain outlasts two of the gateway's probes of each replica (PROBE_EVERY_MS): the gateway
 *   balances over the pods itself, and a probe may have just gone out as the drain began, so the
 *   next one must still find the port open to take the pod out of turn before it closes.
 *
 * `secrets` only fill the Secret's keys the environment refers to.
 */
export function shutdownProblems(site: Site, secrets = placeholderSecrets()): string[] {
  return site
    .workloads()
    .filter((workload) => workload.kind === 'Deployment')
    .flatMap((workload) => {
      const spec = workload.template.spec!;
      const where = `${workload.manifest.file}: Deployment ${workload.name}`;
      const grace = spec.terminationGracePeriodSeconds ?? DEFAULT_GRACE_SECONDS;
      return spec.containers
        .filter((container) => entryOf(container))
        .flatMap((container) => {
          const at = `${where}, container ${container.name}`;
          const preStop = preStopSeconds(container);
          if (typeof preStop === 'string') return [`${at}: ${preStop}`];
          const setting = containerEnv(site, container, secrets).SHUTDOWN_DRAIN_MS;
          const drainMs = setting === undefined ? DEFAULT_DRAIN_MS : Number(setting);
          if (!Number.isInteger(drainMs) || drainMs < 0) {
            return [`${at}: SHUTDOWN_DRAIN_MS=${setting} is no whole number of milliseconds`];
          }
          const drain = drainMs / 1000;
          const deadline = SHUTDOWN_DEADLINE_MS / 1000;
          const problems: string[] = [];
          if (grace < preStop + drain + deadline) {
            problems.push(
              `${at}: grace period ${grace} s < ${preStop + drain + deadline} s: preStop sleep ` +
                `${preStop} s + drain ${drain} s + shutdown deadline ${deadline} s`,
            );
          }
          if (drainMs < 2 * PROBE_EVERY_MS) {
            problems.push(
              `${at}: a drain of ${drain} s may end before the gateway's probes (every ` +
                `${PROBE_EVERY_MS / 1000} s) see it`,
            );
          }
          return problems;
        });
    });
}

/**
 * Each Service picks the pods of one workload and reaches a port they have. A headless Service's
 * callers connect to the pods directly, so its port must be the container's.
 */
export function serviceProblems(site: Site): string[] {
  return site.ofKind('Service').flatMap(({ file, object }) => {
    const where = `${file}: Service ${object.metadata.name}`;
    const targets = site.selected({ matchLabels: object.spec.selector });
    if (targets.length !== 1) {
      return [`${where}: selects ${targets.map((t) => t.name).join(', ') || 'no pods'}`];
    }
    const containers = targets[0]!.template.spec!.containers;
    return (object.spec.ports ?? []).flatMap(
      (port: { port: number; targetPort?: number | string }) => {
        const target = containers
          .map((container) => containerPort(container, port.targetPort ?? port.port))
          .find(Boolean);
        if (!target) return [`${where}: targetPort ${port.targetPort} is no container port`];
        if (object.spec.clusterIP === 'None' && target.containerPort !== port.port) {
          return [
            `${where}: headless, so port ${port.port} must be the pods' ${target.containerPort}`,
          ];
        }
        return [];
      },
    );
  });
}

/** The port a client of each scheme connects to when the URL names none. */
const DEFAULT_PORTS: Record<string, number> = {
  'http:': 80,
  'postgres:': 5432,
  'redis:': 6379,
  'nats:': 4222,
};

/** `url`'s host as a Service of the site, with the port `url` connects to. */
function servicePortProblem(site: Site, url: URL): string | undefined {
  const service = site.find('Service', url.hostname);
  if (!service) return `no Service ${url.hostname}`;
  const port = Number(url.port) || DEFAULT_PORTS[url.protocol];
  const ports: number[] = (service.spec.ports ?? []).map((p: { port: number }) => p.port);
  return port && ports.includes(port) ? undefined : `Service ${url.hostname} has no port ${port}`;
}

/**
 * Every in-cluster address a container is given (a URL, or a comma-separated list of them, whose
 * host is a bare name) names a Service of the site and one of its ports.
 */
export function addressProblems(site: Site, secrets: SecretValues): string[] {
  return site.workloads().flatMap((workload) =>
    workload.template.spec!.containers.flatMap((container) => {
      const env = containerEnv(site, container, secrets);
      return Object.entries(env).flatMap(([name, value]) =>
        value.split(',').flatMap((entry) => {
          if (!URL.canParse(entry.trim())) return [];
          const url = new URL(entry.trim());
          // A public name (PUBLIC_URL) is outside the cluster.
          if (!url.hostname || url.hostname.includes('.')) return [];
          const problem = servicePortProblem(site, url);
          return problem
            ? [`${workload.manifest.file}: ${container.name} ${name}=${value}: ${problem}`]
            : [];
        }),
      );
    }),
  );
}

/** The Deployments an autoscaler drives, checked: it alone sets their count, on CPU requests. */
export function autoscalingProblems(site: Site): string[] {
  return site.ofKind('HorizontalPodAutoscaler').flatMap(({ file, object }) => {
    const where = `${file}: HorizontalPodAutoscaler ${object.metadata.name}`;
    const target = site.find(object.spec.scaleTargetRef.kind, object.spec.scaleTargetRef.name);
    if (!target) return [`${where}: scales a missing ${object.spec.scaleTargetRef.name}`];
    const problems: string[] = [];
    if (target.spec.replicas !== undefined) {
      problems.push(`${where}: its Deployment sets replicas, which each apply would reset`);
    }
    const containers: Container[] = target.spec.template.spec.containers;
    if (!containers.every((container) => container.resources?.requests?.cpu)) {
      problems.push(`${where}: CPU utilisation needs CPU requests`);
    }
    if ((object.spec.minReplicas ?? 1) < 2) problems.push(`${where}: fewer than 2 replicas`);
    return problems;
  });
}

/** Each Deployment has a disruption budget, and enough replicas that one eviction leaves one. */
export function disruptionProblems(site: Site): string[] {
  const budgets = site.ofKind('PodDisruptionBudget');
  const autoscaled = new Map(
    site
      .ofKind('HorizontalPodAutoscaler')
      .map(({ object }) => [
        object.spec.scaleTargetRef.name as string,
        object.spec.minReplicas as number,
      ]),
  );
  return site
    .workloads()
    .filter((workload) => workload.kind === 'Deployment')
    .flatMap((workload) => {
      const where = `${workload.manifest.file}: Deployment ${workload.name}`;
      const mine = budgets.filter(({ object }) =>
        selects(object.spec.selector, workload.template.metadata?.labels ?? {}),
      );
      const replicas = workload.replicas ?? autoscaled.get(workload.name) ?? 1;
      return [
        ...(mine.length === 1 ? [] : [`${where}: ${mine.length} PodDisruptionBudgets`]),
        ...(replicas >= 2 ? [] : [`${where}: one replica, so any eviction is an outage`]),
      ];
    });
}

/** The Ingress reaches a port of an existing Service, on the host of the public URL. */
export function ingressProblems(site: Site, publicUrl: string): string[] {
  const host = new URL(publicUrl).hostname;
  return site.ofKind('Ingress').flatMap(({ file, object }) => {
    const where = `${file}: Ingress ${object.metadata.name}`;
    const problems: string[] = [];
    const hosts = [
      ...(object.spec.rules ?? []).map((rule: { host?: string }) => rule.host),
      ...(object.spec.tls ?? []).flatMap((tls: { hosts?: string[] }) => tls.hosts ?? []),
    ];
    if (hosts.some((candidate) => candidate !== host)) {
      problems.push(`${where}: hosts ${hosts.join(', ')} differ from PUBLIC_URL's ${host}`);
    }
    for (const rule of object.spec.rules ?? []) {
      for (const { backend } of rule.http?.paths ?? []) {
        const service = site.find('Service', backend.service.name);
        const ports: Array<{ name?: string; port: number }> = service?.spec.ports ?? [];
        const wanted = backend.service.port;
        const matches = (port: { name?: string; port: number }) =>
          wanted.name !== undefined ? port.name === wanted.name : port.port === wanted.number;
        if (!ports.some(matches)) {
          problems.push(
            `${where}: no Service ${backend.service.name} with port ${JSON.stringify(wanted)}`,
          );
        }
      }
    }
    return problems;
  });
}

/** Each NetworkPolicy picks existing pods, lets in existing pods, on ports those pods have. */
export function networkPolicyProblems(site: Site): string[] {
  return site.ofKind('NetworkPolicy').flatMap(({ file, object }) => {
    const where = `${file}: NetworkPolicy ${object.metadata.name}`;
    const targets = site.selected(object.spec.podSelector);
    if (!targets.length) return [`${where}: selects no pods`];
    return (object.spec.ingress ?? []).flatMap(
      (rule: { from?: Peer[]; ports?: Array<{ port?: number | string }> }) => [
        ...(rule.from ?? [])
          .filter((peer) => peer.podSelector && !peer.namespaceSelector)
          .filter((peer) => !site.selected(peer.podSelector!).length)
          .map(
            (peer) =>
              `${where}: lets in ${JSON.stringify(peer.podSelector)}, which selects no pods`,
          ),
        ...(rule.ports ?? [])
          .filter(({ port }) =>
            targets.some((target) =>
              target.template.spec!.containers.every((c) => !containerPort(c, port)),
            ),
          )
          .map(({ port }) => `${where}: port ${port} is not open on every pod it selects`),
      ],
    );
  });
}

interface Peer {
  podSelector?: Parameters<Site['selected']>[0];
  namespaceSelector?: unknown;
}

/**
 * Which workloads may open connections to which, inside the namespace, by the NetworkPolicies: a
 * pod no Ingress policy selects takes anything; else a rule of a policy selecting it must let the
 * caller in (a rule with no `from` lets every caller in). Peers in other namespaces are left out.
 */
export function allowedCallers(site: Site): Record<string, string[]> {
  const policies = site
    .ofKind('NetworkPolicy')
    .map(({ object }) => object)
    .filter((policy) => (policy.spec.policyTypes ?? ['Ingress']).includes('Ingress'));
  const workloads = site.workloads();
  const labelsOf = (workload: Workload) => workload.template.metadata?.labels ?? {};
  return Object.fromEntries(
    workloads.map((target) => {
      const selecting = policies.filter((policy) =>
        selects(policy.spec.podSelector, labelsOf(target)),
      );
      const callers = workloads.filter(
        (caller) =>
          !selecting.length ||
          selecting.some((policy) =>
            (policy.spec.ingress ?? []).some(
              (rule: { from?: Peer[] }) =>
                !rule.from?.length ||
                rule.from.some(
                  (peer) =>
                    peer.podSelector !== undefined &&
                    !peer.namespaceSelector &&
                    selects(peer.podSelector, labelsOf(caller)),
                ),
            ),
          ),
      );
      return [target.name, callers.map((caller) => caller.name).sort()];
    }),
  );
}
