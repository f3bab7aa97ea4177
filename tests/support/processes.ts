// Runs the built server entry points (dist/server/*.js) as their own processes, the way they are
// deployed, with private Redis and NATS servers when a test must stop or restart them.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const BUNDLE_DIR = path.join(ROOT, 'dist', 'server');

/**
 * A free port for a server a test starts, below Linux's ephemeral range (32768 and up). A port
 * the kernel hands out from that range (listen on 0, then close) is free only until the next
 * outgoing connection: any test running beside this one could take it as its own end of a
 * connection before the server listens (seen in CI: a gateway's EADDRINUSE on such a port).
 */
export const freePort = (): Promise<number> => freePortBlock(1);

/** `count` consecutive free ports for the services (the topology numbers them from a base). */
export async function freePortBlock(count: number): Promise<number> {
  for (;;) {
    const base = 10_000 + Math.floor(Math.random() * 22_000);
    if (await portsFree(base, count)) return base;
  }
}

async function portsFree(from: number, count: number): Promise<boolean> {
  for (let port = from; port < from + count; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (!free) return false;
  }
  return true;
}

/**
 * Every process a test started that has not exited yet. A stack whose start outlives its hook's
 * timeout is never handed to the test to stop: its services, Redis and NATS would run on and load
 * every test after it (seen in CI: six services, a Redis and a NATS of a timed-out start left
 * running to the end of the run). `killLeftovers` ends them at the end of each test file
 * (leftovers-setup.ts), and when the test process exits.
 */
const living = new Set<ChildProcess>();

function adopt<Child extends ChildProcess>(child: Child): Child {
  living.add(child);
  child.once('exit', () => living.delete(child));
  return child;
}

/** Kills (SIGKILL) whatever a test started and left running. */
export function killLeftovers(): number {
  const left = [...living];
  for (const child of left) child.kill('SIGKILL');
  living.clear();
  return left.length;
}
process.once('exit', killLeftovers);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `url` until it answers 2xx (or whatever `accept` asks of the answer); fails early when
 * `child` exits first.
 */
export async function waitForOk(
  url: string,
  child?: ChildProcess,
  timeoutMs = 60_000,
  accept: (response: Response) => boolean | Promise<boolean> = (response) => response.ok,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`process exited with code ${child.exitCode} before ${url} answered`);
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(accept, () => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer as asked within ${timeoutMs / 1000} s`);
}

/** Whether process `pid` runs (as any user: EPERM means it runs as someone else). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Resolves with the exit code once `child` has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * SIGINT (Ctrl-C: a clean stop without SIGTERM's drain, which a test's teardown need not wait
 * out; the tests of the drain send SIGTERM themselves), then SIGKILL if the process has not gone
 * within `graceMs`.
 */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await done;
  clearTimeout(timer);
}

export interface NodeProcess {
  name: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr), for assertions and failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `dist/server/<entry>.js` with exactly `env` on top of this process's PATH and HOME
 * (infrastructure variables of the test runner must not leak in).
 */
export function startNode(
  entry: string,
  env: Record<string, string>,
  args: string[] = [],
): NodeProcess {
  const bundle = path.join(BUNDLE_DIR, `${entry}.js`);
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run \`npm run build\``);
  const child = adopt(
    spawn(process.execPath, [bundle, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (process.env.TEST_SHOW_PROCESS_OUTPUT) process.stderr.write(`[${entry}] ${chunk}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name: entry, child, output: () => output, stop: () => stopChild(child) };
}

/** A server binary of the machine (redis-server, nats-server) on a free port, in its own folder. */
export interface PrivateServer {
  url: string;
  port: number;
  dir: string;
  /** Stops it hard (SIGKILL), like a crash or a lost machine; `start()` brings it back. */
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

function privateServer(options: {
  binary: string;
  scheme: string;
  args: (port: number, dir: string) => string[];
}): () => Promise<PrivateServer> {
  return async () => {
    const port = await freePort();
    const dir = mkdtempSync(path.join(os.tmpdir(), `hub-${path.basename(options.binary)}-`));
    let child: ChildProcess | null = null;
    const server: PrivateServer = {
      url: `${options.scheme}://127.0.0.1:${port}`,
      port,
      dir,
      async start() {
        child = adopt(spawn(options.binary, options.args(port, dir), { stdio: 'ignore' }));
        const deadline = Date.now() + 10_000;
        while (!(await accepts(port))) {
          if (Date.now() > deadline) throw new Error(`${options.binary} did not start on ${port}`);
          await sleep(50);
        }
      },
      async kill() {
        if (!child) return;
        const done = exited(child);
        child.kill('SIGKILL');
        await done;
        child = null;
      },
      async stop() {
        if (child) await stopChild(child);
        child = null;
        rmSync(dir, { recursive: true, force: true });
      },
    };
    await server.start();
    return server;
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Redis with the append-only file on, as this project runs it: keys survive a kill and restart. */
export const startPrivateRedis = privateServer({
  binary: 'redis-server',
  scheme: 'redis',
  args: (port, dir) => [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--appendonly',
    'yes',
    '--appendfsync',
    'always',
    '--save',
    '',
  ],
});

/** NATS with JetStream, its streams under its own folder (no names shared with other tests). */
export const startPrivateNats = privateServer({
  binary: existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server',
  scheme: 'nats',
  args: (port, dir) => ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir],
});
