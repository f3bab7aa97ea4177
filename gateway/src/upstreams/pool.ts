import dns from 'node:dns';
import net from 'node:net';
import type { Logger } from '@hub/kit';
import { Balancer, type BalancerOptions } from './balancer';
import { hostOf } from './urls';

/** Every address a host name resolves to. */
export type Lookup = (hostname: string) => Promise<string[]>;

/**
 * The system resolver (getaddrinfo: /etc/hosts, then DNS), asked for all addresses: Docker's and
 * Kubernetes' DNS answer a service name with one address per replica.
 */
export const systemLookup: Lookup = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true })).map((entry) => entry.address);

export interface PoolOptions extends BalancerOptions {
  lookup?: Lookup;
  /** How old an answer may get before it is asked again, so a scale-up is seen within this. */
  refreshMs?: number;
  logger?: Logger;
}

/** `entry`'s origin with its host replaced by one of the addresses it resolved to. */
function originAt(entry: URL, address: string): string {
  const url = new URL(entry.origin);
  url.hostname = net.isIPv6(address) ? `[${address}]` : address;
  return url.origin;
}

/**
 * The replicas of one service: each configured URL resolved to all its addresses, balanced.
 *
 * The answer is renewed on use rather than on a timer: a request or readiness probe that finds it
 * older than `refreshMs` starts a lookup in the background and goes on with the answer it has, so
 * the pool needs no lifecycle (nothing to stop, in tests either) and an idle gateway asks nothing.
 * Only the very first use waits for an answer. A lookup that fails keeps that URL's last good
 * answer: a DNS hiccup must not empty the pool.
 */
export class UpstreamPool {
  readonly balancer: Balancer;
  private readonly lookup: Lookup;
  private readonly now: () => number;
  private readonly refreshMs: number;
  private readonly answers = new Map<string, string[]>();
  private readonly failing = new Set<string>();
  private resolvedAt: number | null = null;
  private refreshing: Promise<void> | null = null;

  constructor(
    readonly service: string,
    private readonly entries: URL[],
    private readonly options: PoolOptions = {},
  ) {
    this.balancer = new Balancer(options);
    this.lookup = options.lookup ?? systemLookup;
    this.now = options.now ?? Date.now;
    this.refreshMs = options.refreshMs ?? 2_000;
  }

  /** The balancer over a recent answer (waiting only for the very first one). */
  async current(): Promise<Balancer> {
    if (this.resolvedAt === null) await this.refresh();
    else if (this.now() - this.resolvedAt >= this.refreshMs) void this.refresh();
    return this.balancer;
  }

  /** Resolves every URL again; concurrent callers share one round of lookups. */
  refresh(): Promise<void> {
    this.refreshing ??= this.resolveAll().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async resolveAll(): Promise<void> {
    await Promise.all(this.entries.map((entry) => this.resolve(entry)));
    this.resolvedAt = this.now();
    this.balancer.setAddresses([...this.answers.values()].flat());
  }

  private async resolve(entry: URL): Promise<void> {
    const host = hostOf(entry);
    try {
      const addresses = net.isIP(host) ? [host] : await this.lookup(host);
      this.answers.set(
        entry.href,
        addresses.map((address) => originAt(entry, address)),
      );
      this.failing.delete(entry.href);
    } catch (error) {
      // Said once per failing spell, not every refresh.
      if (!this.failing.has(entry.href)) {
        this.options.logger?.warn(
          { service: this.service, host, err: error },
          'upstream lookup failed; keeping its last answer',
        );
      }
      this.failing.add(entry.href);
    }
  }
}
