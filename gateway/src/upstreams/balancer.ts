/**
 * Which replica of a service gets the next request: pure bookkeeping over the addresses DNS gave
 * (no I/O, an injected clock), so every rule below is unit-tested.
 *
 * - Round-robin over the live addresses, request by request, so neither one DNS answer nor one
 *   keep-alive connection pins a replica.
 * - An address that failed at the connection level is down for a while: `baseDownMs` at first,
 *   doubling with each failure in a row up to `maxDownMs`. A replica that is gone for good but still
 *   listed (a fixed list of URLs, a DNS answer not yet updated) then costs one failed attempt per
 *   `maxDownMs`, not one every few seconds; a response from it clears the count.
 * - After its time is up an address is live again as long as DNS still lists it; an address DNS
 *   drops is forgotten, down state included, so a new container reusing its IP starts afresh.
 */
export interface BalancerOptions {
  now?: () => number;
  baseDownMs?: number;
  maxDownMs?: number;
}

interface DownState {
  until: number;
  failures: number;
}

export class Balancer {
  private addresses: string[] = [];
  private readonly down = new Map<string, DownState>();
  private cursor = 0;
  private readonly now: () => number;
  private readonly baseDownMs: number;
  private readonly maxDownMs: number;

  constructor(options: BalancerOptions = {}) {
    this.now = options.now ?? Date.now;
    this.baseDownMs = options.baseDownMs ?? 3_000;
    this.maxDownMs = options.maxDownMs ?? 30_000;
  }

  /** Replaces the known addresses with the latest DNS answer (duplicates ignored, order kept). */
  setAddresses(addresses: Iterable<string>): void {
    this.addresses = [...new Set(addresses)];
    for (const address of this.down.keys()) {
      if (!this.addresses.includes(address)) this.down.delete(address);
    }
  }

  /** Every address DNS lists, live or not. */
  all(): readonly string[] {
    return this.addresses;
  }

  isLive(address: string): boolean {
    return this.addresses.includes(address) && (this.down.get(address)?.until ?? 0) <= this.now();
  }

  live(): string[] {
    return this.addresses.filter((address) => this.isLive(address));
  }

  /** The next live address in turn, skipping `exclude` (those a request already tried). */
  pick(exclude: ReadonlySet<string> = new Set()): string | undefined {
    const count = this.addresses.length;
    for (let step = 0; step < count; step += 1) {
      const index = (this.cursor + step) % count;
      const address = this.addresses[index] as string;
      if (exclude.has(address) || !this.isLive(address)) continue;
      this.cursor = (index + 1) % count;
      return address;
    }
    return undefined;
  }

  /** The address failed to connect or dropped the connection: take it out of turn for a while. */
  markDown(address: string): void {
    if (!this.addresses.includes(address)) return;
    const failures = (this.down.get(address)?.failures ?? 0) + 1;
    const downMs = Math.min(this.baseDownMs * 2 ** (failures - 1), this.maxDownMs);
    this.down.set(address, { until: this.now() + downMs, failures });
  }

  /** The address answered: it is healthy, whatever it did before. */
  markUp(address: string): void {
    this.down.delete(address);
  }

  /** Milliseconds until the first down address is due back (for Retry-After); 0 if one is live. */
  msUntilLive(): number {
    if (this.live().length > 0 || this.down.size === 0) return 0;
    const soonest = Math.min(...[...this.down.values()].map((state) => state.until));
    return Math.max(0, soonest - this.now());
  }
}
