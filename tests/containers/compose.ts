// Drives the compose files from tests: whichever Compose the machine has, one project per run.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, sleep } from '../support/processes';

/** What a command printed; a failure carries it in the error message. */
export function run(
  command: string,
  args: string[],
  /** Added to this process's environment; an undefined value removes the variable. */
  env: Record<string, string | undefined> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-6_000)}`),
          ),
    );
  });
}

function works(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore', timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

/** Every Compose this machine has: v2 (`docker compose`) first, then v1 (Debian's `docker-compose`). */
export function everyCompose(): string[][] {
  return [['docker', 'compose'], ['docker-compose']].filter(([binary, ...args]) =>
    works(binary!, [...args, 'version']),
  );
}

/**
 * `docker compose` (v2) when the Docker CLI has it, else `docker-compose` (v1); null with the
 * reason when there is no Compose or no Docker daemon answering.
 */
export function findCompose(): { command: string[] } | { command: null; reason: string } {
  if (!works('docker', ['info'])) return { command: null, reason: 'no Docker daemon answers' };
  const [command] = everyCompose();
  if (command) return { command };
  return { command: null, reason: 'neither `docker compose` nor `docker-compose` is installed' };
}

interface ContainerState {
  id: string;
  name: string;
  service: string;
  hostname: string;
  status: string;
  exitCode: number;
  health: string | null;
  restarts: number;
}

/**
 * One Compose project (`-p name`) of this repository's compose files. Without `files`, Compose
 * picks them as a plain `docker compose up` in the repository does: docker-compose.yml and
 * docker-compose.override.yml (the development mail catcher); `files` names them instead, as
 * production does (`-f docker-compose.yml`).
 */
export class ComposeProject {
  constructor(
    readonly name: string,
    private readonly command: string[],
    /** Variables the compose files read (images, HUB_PORT, MAIL_PORT). */
    private readonly env: Record<string, string>,
    private readonly files?: string[],
  ) {}

  /** The same project read from other files (`config` of the production file, say). */
  withFiles(files: string[]): ComposeProject {
    return new ComposeProject(this.name, this.command, this.env, files);
  }

  /** The same project through another Compose (v1 rather than v2, say). */
  withCommand(command: string[]): ComposeProject {
    return new ComposeProject(this.name, command, this.env, this.files);
  }

  compose(...args: string[]): Promise<string> {
    const [binary, ...prefix] = this.command;
    return run(binary!, [...prefix, ...this.options, ...args], this.composeEnv);
  }

  /**
   * Replaces every replica of `service` with a new container, one at a time, as an operator does
   * (infra/scripts/compose-roll.sh); what the script printed.
   */
  roll(service: string): Promise<string> {
    const script = path.join(ROOT, 'infra/scripts/compose-roll.sh');
    return run('bash', [script, service, ...this.options], this.composeEnv);
  }

  /** Compose's own options before its command: the files, if named, and the project. */
  private get options(): string[] {
    const files = (this.files ?? []).flatMap((file) => ['-f', path.join(ROOT, file)]);
    return [...files, '-p', this.name];
  }

  private get composeEnv(): Record<string, string | undefined> {
    // COMPOSE_FILE from the caller's shell would replace the default pair: unset, as in a checkout.
    return this.files ? this.env : { ...this.env, COMPOSE_FILE: undefined };
  }

  /** The project's containers, one-shots and stopped ones included (labels: same in v1 and v2). */
  async containers(service?: string): Promise<ContainerState[]> {
    const filters = [this.ownLabel];
    if (service) filters.push(`label=com.docker.compose.service=${service}`);
    const ids = (
      await run('docker', ['ps', '-aq', ...filters.flatMap((filter) => ['--filter', filter])])
    )
      .split('\n')
      .filter(Boolean);
    if (!ids.length) return [];
    const inspected = JSON.parse(await run('docker', ['inspect', ...ids])) as Array<{
      Id: string;
      Name: string;
      RestartCount: number;
      Config: { Hostname: string; Labels: Record<string, string> };
      State: { Status: string; ExitCode: number; Health?: { Status: string } };
    }>;
    return inspected.map((container) => ({
      id: container.Id,
      name: container.Name.replace(/^\//, ''),
      service: container.Config.Labels['com.docker.compose.service'] ?? '',
      hostname: container.Config.Hostname,
      status: container.State.Status,
      exitCode: container.State.ExitCode,
      health: container.State.Health?.Status ?? null,
      restarts: container.RestartCount,
    }));
  }

  /**
   * Until every container with a healthcheck (all but the one-shots, whose failure fails `up`) is
   * healthy. Fails with each container's state and the unready ones' logs.
   */
  async waitUntilHealthy(timeoutMs = 240_000): Promise<ContainerState[]> {
    const ready = (container: ContainerState) =>
      !container.health || container.health === 'healthy';
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const containers = await this.containers();
      const waiting = containers.filter((container) => !ready(container));
      if (containers.length && !waiting.length) return containers;
      if (Date.now() > deadline) {
        const states = containers
          .map((c) => `${c.name}: ${c.status} ${c.health ?? ''} exit ${c.exitCode}`)
          .join('\n');
        const logs = await Promise.all(
          waiting.map((c) => run('docker', ['logs', '--tail', '30', c.id]).catch(String)),
        );
        throw new Error(`not healthy after ${timeoutMs / 1000} s:\n${states}\n${logs.join('\n')}`);
      }
      await sleep(1_000);
    }
  }

  /** A query as the Postgres superuser, through `exec` (no port is published); one row a line. */
  async psql(sql: string): Promise<string[]> {
    return (
      await this.compose('exec', '-T', 'postgres', 'psql', '-U', 'hub', '-d', 'hub', '-tAc', sql)
    )
      .split('\n')
      .filter(Boolean);
  }

  /**
   * Everything of the project gone: containers, network, volumes. Once more when the network
   * outlives its last container: the daemon may release a removed container's endpoint a moment
   * after the container is gone, and compose v1 does not wait ("network ... has active
   * endpoints"). Sometimes the daemon never releases it (moby/moby#42119: a stale endpoint, with no
   * container left, until dockerd restarts); compose v2 then leaves the network with a warning and
   * removes the volumes (docker/compose#10555), where v1 stops before them. The same is done here
   * for v1, and only then: what `down` must leave is the test's to check.
   */
  async down(): Promise<string> {
    const stop = () => this.compose('down', '-v', '--remove-orphans', '--timeout', '5');
    const staleEndpoint = (error: unknown) => /has active endpoints/.test(String(error));
    try {
      return await stop();
    } catch (error) {
      if (!staleEndpoint(error)) throw error;
    }
    await sleep(2_000);
    try {
      return await stop();
    } catch (error) {
      if (!staleEndpoint(error) || (await this.containers()).length) throw error;
      const volumes = await this.volumes();
      if (volumes.length) await run('docker', ['volume', 'rm', ...volumes]);
      const warning = `containers: the daemon kept a stale endpoint on ${this.name}'s network (moby/moby#42119); left it, as compose v2 does`;
      console.warn(warning);
      return warning;
    }
  }

  /** The project's named volumes (by label: same in v1 and v2). */
  async volumes(): Promise<string[]> {
    return (await run('docker', ['volume', 'ls', '-q', '--filter', this.ownLabel]))
      .split('\n')
      .filter(Boolean);
  }

  /** What Compose labels everything of this project with. */
  private get ownLabel(): string {
    return `label=com.docker.compose.project=${this.name}`;
  }
}
