import http from 'node:http';
import { sleep } from '../support/processes';

/** One request as a client saw it. */
export interface Seen {
  sentAt: number;
  tookMs: number;
  /** The status, or the error code of a request that got no answer (ECONNRESET, ECONNREFUSED). */
  outcome: number | string;
  retryAfter?: string;
}

/** No answer because the connection was cut under the request: what a drain must never cause. */
export const RESET = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'socket hang up']);

/**
 * A client's view of a restart: `concurrency` players each GETting `path` over a keep-alive
 * connection again and again, as browsers do, every outcome kept with its error code. Unlike the
 * steady load, which only counts answers, this tells a reset (a request the server had taken,
 * then dropped) from a refusal (the port closed: nothing was sent) and from a hang.
 */
export class ClientView {
  readonly seen: Seen[] = [];
  private running = true;
  private readonly workers: Promise<void>[];

  constructor(
    private readonly url: string,
    concurrency: number,
    private readonly timeoutMs = 5_000,
  ) {
    this.workers = Array.from({ length: concurrency }, () => this.loop());
  }

  private async loop(): Promise<void> {
    // Each worker its own agent's connection: one player's tab.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (this.running) {
      this.seen.push(await this.once(agent));
      await sleep(20);
    }
    agent.destroy();
  }

  private once(agent: http.Agent): Promise<Seen> {
    const sentAt = performance.now();
    return new Promise((resolve) => {
      const done = (outcome: number | string, retryAfter?: string) =>
        resolve({
          sentAt,
          tookMs: performance.now() - sentAt,
          outcome,
          ...(retryAfter ? { retryAfter } : {}),
        });
      const request = http.get(this.url, { agent, timeout: this.timeoutMs }, (answer) => {
        answer.resume();
        answer.on('end', () => done(answer.statusCode ?? 0, answer.headers['retry-after']));
        answer.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
      });
      request.on('timeout', () =>
        request.destroy(Object.assign(new Error('hung'), { code: 'HUNG' })),
      );
      request.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    });
  }

  /** Stops sending and waits for the answers on their way; safe to call twice. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  /** The outcomes of requests sent from `from` to `to` (performance.now() times). */
  between(from: number, to = Number.POSITIVE_INFINITY): Seen[] {
    return this.seen.filter((each) => each.sentAt >= from && each.sentAt < to);
  }
}

/** How many of each outcome, for a failure message: `{ 200: 311, ECONNREFUSED: 4 }`. */
export function tally(seen: Seen[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { outcome } of seen) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}
