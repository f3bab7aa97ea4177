// The Kubernetes manifests of infra/k8s read as the cluster would see them: every document of every
// file a kustomization lists, with the lookups the checks need (pods by label, Services by name, a
// container's environment as the kubelet would build it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, parse } from 'yaml';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IService } from 'kubernetes-models/v1/Service';
import { ROOT } from '../support/processes';

export const K8S_DIR = path.join(ROOT, 'infra', 'k8s');
/** The optional in-cluster Postgres, Redis and NATS. */
export const DEPENDENCIES_DIR = path.join(K8S_DIR, 'dependencies');
/** The Secret's shape, kept out of the kustomization (applying it would overwrite real secrets). */
export const SECRET_EXAMPLE = path.join(K8S_DIR, 'secret.example.yaml');

export type PodTemplate = NonNullable<IDeployment['spec']>['template'];
export type PodSpec = NonNullable<PodTemplate['spec']>;
export type Container = PodSpec['containers'][number];
export type LabelSelector = NonNullable<IDeployment['spec']>['selector'];
export type ServicePort = NonNullable<NonNullable<IService['spec']>['ports']>[number];

/** Any object of a manifest; the checks narrow it by kind. */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  // Each kind has its own spec; the checks read the fields of the kinds they look at.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

export interface Manifest {
  /** Relative to infra/k8s, for messages. */
  file: string;
  object: KubeObject;
}

/** A Deployment, StatefulSet or Job: what runs pods, and the template they are made from. */
export interface Workload {
  manifest: Manifest;
  name: string;
  kind: string;
  template: PodTemplate;
  replicas?: number;
}

export interface Kustomization {
  namespace?: string;
  resources: string[];
  images?: Array<{ name: string; newName?: string; newTag?: string }>;
}

export function readKustomization(dir: string): Kustomization {
  return parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as Kustomization;
}

/** The YAML files of a folder other than its kustomization (not those of its subfolders). */
export function yamlFilesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file) && file !== 'kustomization.yaml')
    .sort();
}

/** Every document of `file`; a YAML error fails loudly with the file's name. */
export function readManifests(file: string): Manifest[] {
  const documents = parseAllDocuments(readFileSync(file, 'utf8'));
  return documents.flatMap((document) => {
    if (document.errors.length) {
      throw new Error(`${file}: ${document.errors.map((error) => error.message).join('; ')}`);
    }
    const object = document.toJS() as KubeObject | null;
    return object ? [{ file: path.relative(K8S_DIR, file), object }] : [];
  });
}

/** What `kubectl apply -k dir` sends, before kustomize's own edits (namespace, labels, images). */
export function readKustomized(dir: string): Manifest[] {
  return readKustomization(dir).resources.flatMap((resource) =>
    readManifests(path.join(dir, resource)),
  );
}

/** The site and the optional dependencies, deployed together in one namespace. */
export class Site {
  constructor(readonly manifests: Manifest[]) {}

  static read(): Site {
    return new Site([...readKustomized(K8S_DIR), ...readKustomized(DEPENDENCIES_DIR)]);
  }

  ofKind(kind: string): Manifest[] {
    return this.manifests.filter((manifest) => manifest.object.kind === kind);
  }

  find(kind: string, name: string): KubeObject | undefined {
    return this.ofKind(kind).find((manifest) => manifest.object.metadata.name === name)?.object;
  }

  workloads(): Workload[] {
    return this.manifests.flatMap((manifest) => {
      const { kind, metadata, spec } = manifest.object;
      if (!['Deployment', 'StatefulSet', 'Job'].includes(kind)) return [];
      return [
        { manifest, name: metadata.name, kind, template: spec.template, replicas: spec.replicas },
      ];
    });
  }

  /** The workloads whose pods `selector` picks. */
  selected(selector: LabelSelector): Workload[] {
    return this.workloads().filter((workload) =>
      selects(selector, workload.template.metadata?.labels ?? {}),
    );
  }

  /** The workloads running the site's image (gateway, services, db-setup). */
  appWorkloads(image: string): Workload[] {
    return this.workloads().filter((workload) =>
      workload.template.spec?.containers.some((container) => imageName(container.image) === image),
    );
  }
}

/** A Kubernetes label selector's verdict (matchLabels and matchExpressions, all must hold). */
export function selects(selector: LabelSelector, labels: Record<string, string>): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(
    ([key, value]) => labels[key] === value,
  );
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values }) => {
    const value = labels[key];
    switch (operator) {
      case 'In':
        return value !== undefined && (values ?? []).includes(value);
      case 'NotIn':
        return value === undefined || !(values ?? []).includes(value);
      case 'Exists':
        return value !== undefined;
      case 'DoesNotExist':
        return value === undefined;
      default:
        throw new Error(`unknown selector operator ${operator}`);
    }
  });
  return byLabels && byExpressions;
}

/** `registry/puzzle-hub:1.0` -> `registry/puzzle-hub`. */
export function imageName(image = ''): string {
  return image.replace(/(?::[\w.-]+)?(?:@sha256:[0-9a-f]+)?$/, '');
}

/** The container port a Service's targetPort or a probe's port names (a name or a number). */
export function containerPort(container: Container, port: number | string | undefined) {
  return container.ports?.find((candidate) =>
    typeof port === 'number' ? candidate.containerPort === port : candidate.name === port,
  );
}

/** `node dist/server/<entry>.js` -> `<entry>`. */
export function entryOf(container: Container): string | undefined {
  const command = [...(container.command ?? []), ...(container.args ?? [])];
  return /^dist\/server\/([\w-]+)\.js$/.exec(command[1] ?? '')?.[1];
}

/** Values for the keys of the Secrets the containers read, by Secret name. */
export type SecretValues = Record<string, Record<string, string>>;

/** The Secret's template (secret.example.yaml). */
export function readSecretTemplate(): KubeObject & { stringData: Record<string, string> } {
  const [template] = readManifests(SECRET_EXAMPLE);
  return template!.object as KubeObject & { stringData: Record<string, string> };
}

/** The template's placeholders, which stand in for real values where only the keys matter. */
export function placeholderSecrets(): SecretValues {
  const template = readSecretTemplate();
  return { [template.metadata.name]: template.stringData };
}

/**
 * The environment the kubelet would give `container`: envFrom ConfigMaps first, then `env` in
 * order, each value's `$(NAME)` replaced by a variable defined before it (`$$` is a literal `$`).
 * A reference to a missing ConfigMap, Secret, key or variable that is not optional is an error.
 */
export function containerEnv(
  site: Site,
  container: Container,
  secrets: SecretValues,
): Record<string, string> {
  const env: Record<string, string> = {};
  const configMap = (name: string) => site.find('ConfigMap', name)?.data;
  for (const source of container.envFrom ?? []) {
    if (!source.configMapRef) throw new Error(`${container.name}: only ConfigMaps in envFrom`);
    const data = configMap(source.configMapRef.name ?? '');
    if (!data && !source.configMapRef.optional) {
      throw new Error(`${container.name}: no ConfigMap ${source.configMapRef.name}`);
    }
    Object.assign(env, data);
  }
  for (const variable of container.env ?? []) {
    const from = variable.valueFrom;
    const ref = from?.configMapKeyRef ?? from?.secretKeyRef;
    if (!ref) {
      env[variable.name] = expand(variable.value ?? '', env);
      continue;
    }
    const source = from?.configMapKeyRef ? configMap(ref.name ?? '') : secrets[ref.name ?? ''];
    const value = source?.[ref.key];
    if (value !== undefined) env[variable.name] = value;
    else if (!ref.optional) {
      throw new Error(
        `${container.name}: ${variable.name} refers to missing ${ref.name}/${ref.key}`,
      );
    }
  }
  return env;
}

/** Kubernetes leaves an undefined `$(NAME)` as it is: here it is an error, as it is a mistake. */
function expand(value: string, env: Record<string, string>): string {
  return value.replace(/\$\$|\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (match, name?: string) => {
    if (name === undefined) return '$';
    if (env[name] === undefined) throw new Error(`${value}: $(${name}) is not defined before it`);
    return env[name];
  });
}
