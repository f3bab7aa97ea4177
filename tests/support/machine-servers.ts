// Where the integration and browser tests get this machine's Postgres, Redis, NATS and Chromium
// when they are not running yet: started by infra/scripts/ensure-services.sh (installed first as
// root on Debian or Ubuntu), else containers where Docker answers, else a stop with the one
// command that makes them run. The global setup (global-setup.ts) calls it.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { testAdminUrl, testNatsUrl, testRedisUrl } from '@hub/kit/testing';

const ENSURE_SERVICES = path.resolve(import.meta.dirname, '../../infra/scripts/ensure-services.sh');
// As tests/support/browser.ts reads it (not imported: it loads playwright).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function reachable(url: string, fallbackPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || fallbackPort) });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export interface Service {
  name: string;
  url: string;
  port: number;
  variable: string;
}

function services(): Service[] {
  return [
    { name: 'Postgres', url: testAdminUrl(), port: 5432, variable: 'TEST_DATABASE_URL' },
    { name: 'Redis', url: testRedisUrl(), port: 6379, variable: 'REDIS_URL' },
    { name: 'NATS', url: testNatsUrl(), port: 4222, variable: 'NATS_URL' },
  ];
}

export async function downServices(): Promise<Service[]> {
  const all = services();
  const answers = await Promise.all(all.map(({ url, port }) => reachable(url, port)));
  return all.filter((_, index) => !answers[index]);
}

/** Where infra/scripts/ensure-services.sh starts it: this machine's loopback, the usual port. */
function startedByScript({ url, port }: Service): boolean {
  const address = new URL(url);
  return (
    ['127.0.0.1', 'localhost'].includes(address.hostname) && Number(address.port || port) === port
  );
}

/**
 * The machine's servers when they answer (a prepared machine: no more than that); else those
 * infra/scripts/ensure-services.sh starts, installing them as root on Debian or Ubuntu; else, where
 * Docker answers, containers; else a stop with the one command that makes them run.
 */
export async function bringUpServers(): Promise<'local' | 'containers'> {
  let down = await downServices();
  if (!down.length) return 'local';
  const elsewhere = down.find((service) => !startedByScript(service));
  if (elsewhere) {
    return endRun(
      `${elsewhere.name} does not answer at ${elsewhere.url} (${elsewhere.variable}): start it ` +
        `there, or unset ${elsewhere.variable} for \`npm test\` to start one on this machine.`,
    );
  }
  const ranScript = canRunEnsureServices(down);
  if (ranScript) {
    console.log(
      `\nglobal setup: ${names(down)} not answering: running infra/scripts/ensure-services.sh`,
    );
    spawnSync('bash', [ENSURE_SERVICES], { stdio: 'inherit' });
    down = await downServices();
    if (!down.length) return 'local';
  }
  if (await dockerAnswers()) {
    announceContainers(down);
    return 'containers';
  }
  return endRun(oneCommand(down, ranScript));
}

/** The script can install them (root on Debian or Ubuntu), or at least start them. */
function canRunEnsureServices(down: Service[]): boolean {
  if (process.platform !== 'linux') return false;
  if (canInstallPackages()) return true;
  const binaries: Record<string, boolean> = {
    Postgres: onPath('pg_ctlcluster'),
    Redis: onPath('redis-server'),
    NATS: hasNatsServer(),
  };
  return down.every((service) => binaries[service.name]);
}

function canInstallPackages(): boolean {
  return (
    process.platform === 'linux' &&
    process.getuid?.() === 0 &&
    existsSync('/etc/debian_version') &&
    onPath('apt-get')
  );
}

async function dockerAnswers(): Promise<boolean> {
  const { findCompose } = await import('../containers/compose');
  return findCompose().command !== null;
}

function announceContainers(down: Service[]) {
  // tests/support/processes.ts: the per-process topology's own Redis and NATS, which tests stop
  // and restart, are the machine's binaries in either mode.
  const missing = [
    ...(onPath('redis-server') ? [] : ['redis-server']),
    ...(hasNatsServer() ? [] : ['nats-server']),
  ];
  loud([
    `${names(down)} not running on this machine, but Docker answers: this run uses`,
    'TEST_INFRA=containers (Postgres, Redis and NATS in containers, removed after it).',
    ...(missing.length
      ? [
          `The tests that stop and restart their own Redis and NATS need ${missing.join(' and ')}`,
          `here too, which this machine lacks: they will fail (apt-get install -y ${missing.join(' ')}).`,
        ]
      : []),
  ]);
}

/** What to run when nothing here could start them. */
function oneCommand(down: Service[], ranScript: boolean): string {
  const what = `${names(down)} ${down.length > 1 ? 'are' : 'is'} not running`;
  if (process.platform !== 'linux' || !onPath('apt-get')) {
    return (
      `${what} and Docker does not answer. Start Docker and run \`npm test\` again: it then ` +
      'runs them in containers.'
    );
  }
  const command = `${process.getuid?.() === 0 ? '' : 'sudo '}bash infra/scripts/ensure-services.sh`;
  return ranScript
    ? `${what} (infra/scripts/ensure-services.sh says why, above) and Docker does not answer. ` +
        `Once that is fixed, run \`${command}\`.`
    : `${what} and Docker does not answer. Run \`${command}\` (it installs and starts them), ` +
        'then `npm test` again.';
}

/** Browser project: Chromium, installed when missing as root on Debian or Ubuntu; else a loud skip. */
export function prepareChromium() {
  if (existsSync(CHROMIUM)) return;
  if (!process.env.CHROMIUM_PATH && canInstallPackages()) {
    console.log('\nglobal setup: installing Chromium for the browser tests (apt-get)');
    spawnSync(
      'bash',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
      ],
      { stdio: 'inherit' },
    );
    if (existsSync(CHROMIUM)) return;
  }
  loud([
    `BROWSER TESTS SKIPPED: no Chromium at ${CHROMIUM}.`,
    'Install it with `apt-get install -y chromium` (or set CHROMIUM_PATH) and run again.',
  ]);
}

/** "Postgres", "Postgres and NATS", "Postgres, Redis and NATS". */
function names(down: Service[]): string {
  const all = down.map(({ name }) => name);
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} and ${all.at(-1)}` : all.join('');
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

// Debian puts it in /usr/sbin, outside a user's PATH (as tests/support/processes.ts looks).
const hasNatsServer = () => existsSync('/usr/sbin/nats-server') || onPath('nats-server');

function loud(lines: string[]) {
  const line = '!'.repeat(78);
  console.warn(`\n${line}\n${lines.map((text) => `  ${text}\n`).join('')}${line}\n`);
}

/**
 * Ends the run before anything started, with what to do and nothing else: a thrown error would come
 * after Vitest's "No test files found" (it collects none once a global setup fails).
 */
function endRun(message: string): Promise<never> {
  return new Promise(() => {
    process.stderr.write(`\nnpm test: ${message}\n\n`, () => process.exit(1));
  });
}
