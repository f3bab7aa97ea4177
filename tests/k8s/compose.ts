// docker-compose.yml as Compose resolves it with no variables set (every `${X:-default}` at its
// default), so the manifests can be held against it: the same processes, image and ports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../support/processes';
import { SERVICES } from '@hub/proto';
import { containerPort, entryOf, type Workload } from './site';

export const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');
/** What a plain `docker compose up` merges in: development's mail catcher (not for production). */
export const COMPOSE_OVERRIDE_FILE = path.join(ROOT, 'docker-compose.override.yml');

export interface ComposeService {
  image?: string;
  command?: string[] | string;
  environment: Record<string, string>;
  /** The container ports it publishes. */
  ports: number[];
}

/** `${X:-default}`, `${X-default}` and `${X}` with X unset; `$$` is a literal `$`. */
function interpolate(value: string): string {
  return value.replace(/\$\$|\$\{\w+(?::?-([^}]*))?\}/g, (match, fallback?: string) =>
    match === '$$' ? '$' : (fallback ?? ''),
  );
}

function deepInterpolate(value: unknown): unknown {
  if (typeof value === 'string') return interpolate(value);
  if (Array.isArray(value)) return value.map(deepInterpolate);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepInterpolate(v)]));
  }
  return value;
}

/** `KEY: value` or `- KEY=value`, both Compose spellings. */
function environmentOf(environment: unknown): Record<string, string> {
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry: string) => {
        const at = entry.indexOf('=');
        return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(
    Object.entries((environment ?? {}) as Record<string, unknown>).map(([k, v]) => [
      k,
      v === null ? '' : String(v),
    ]),
  );
}

/** `"8080:8080"`, `"127.0.0.1:80:8080/tcp"`, `{ target: 8080 }` -> the container port. */
function containerPortOf(port: unknown): number {
  if (typeof port === 'object' && port) return Number((port as { target: unknown }).target);
  return Number(
    String(port)
      .replace(/\/\w+$/, '')
      .split(':')
      .pop(),
  );
}

export function readCompose(file = COMPOSE_FILE): Record<string, ComposeService> {
  // Compose files share settings through YAML anchors and `<<` merge keys.
  const document = parse(readFileSync(file, 'utf8'), { merge: true }) as {
    services: Record<string, Record<string, unknown>>;
  };
  return Object.fromEntries(
    Object.entries(document.services).map(([name, raw]) => {
      const service = deepInterpolate(raw) as Record<string, unknown>;
      return [
        name,
        {
          image: service.image as string | undefined,
          command: service.command as string[] | string | undefined,
          environment: environmentOf(service.environment),
          ports: ((service.ports as unknown[]) ?? []).map(containerPortOf),
        },
      ];
    }),
  );
}

const commandOf = (command: string[] | string | undefined) =>
  typeof command === 'string' ? command.split(/\s+/) : (command ?? []);

/**
 * Where a workload and the Compose service of the same name differ in what the two must share: the
 * image, the command, and for the site's processes the port they listen on (PORT, the container
 * port, the port Compose publishes) and the addresses of the services they call.
 */
export function composeProblems(
  compose: Record<string, ComposeService>,
  workloads: Workload[],
  env: (workload: Workload) => Record<string, string>,
): string[] {
  return workloads.flatMap((workload) => {
    const where = `${workload.manifest.file}: ${workload.name}`;
    const service = compose[workload.name];
    if (!service) return [`${where}: no Compose service ${workload.name}`];
    const container = workload.template.spec!.containers[0]!;
    const problems: string[] = [];
    if (container.image !== service.image) {
      problems.push(`${where}: image ${container.image}, Compose ${service.image}`);
    }
    if (!entryOf(container)) return problems;
    const command = [...(container.command ?? []), ...(container.args ?? [])].join(' ');
    if (command !== commandOf(service.command).join(' ')) {
      problems.push(
        `${where}: runs "${command}", Compose "${commandOf(service.command).join(' ')}"`,
      );
    }
    const mine = env(workload);
    const shared = ['PORT', ...SERVICES.map((name) => `${name.toUpperCase()}_URL`)];
    for (const name of shared.filter((key) => key in mine || key in service.environment)) {
      if (mine[name] !== service.environment[name]) {
        problems.push(`${where}: ${name}=${mine[name]}, Compose ${service.environment[name]}`);
      }
    }
    if (mine.PORT === undefined) return problems; // a one-shot, such as db-setup
    const port = Number(mine.PORT);
    if (!containerPort(container, port)) {
      problems.push(`${where}: listens on ${port}, which is no container port`);
    }
    for (const published of service.ports.filter((candidate) => candidate !== port)) {
      problems.push(`${where}: Compose publishes ${published}, the process listens on ${port}`);
    }
    return problems;
  });
}
