/**
 * Which replica of a service gets the next request: pure bookkeeping over the addresses DNS gave
 * (no I/O, an injected clock), so every rule below is unit-tested.
 *
 * - Round-robin over the live addresses, request by request, so neither one DNS answer nor one
 *   keep-alive connection pins a replica.
 * - The gateway asks every address's /readyz about once a second (`probes.ts`): a 2xx puts it in
 *   turn at once; anything else (a 503 from a replica draining before it stops, no answer in
 *   time, no connection) takes it out and keeps it out while the probes say so. One that still
 *   takes connections is the last resort: with no replica ready (the only one draining, or too
 *   busy to answer its probe in time), it gets the request rather than nobody.
 * - An address that failed a request at the connection level is down too, for `baseDownMs` at
 *   first, doubling with each failure in a row up to `maxDownMs`, unless a probe answers first:
 *   the fallback should probes stop, so a replica gone for good costs one failed attempt per
 *   `maxDownMs`. Failures while it is down count once: a burst of requests failing at the same
 *   moment is one failure, not a longer sentence.
 * - After its time is up an address is live again as long as DNS still lists it; an address DNS
 *   drops is forgotten, down state included, so a new container reusing its IP starts afresh.
 */
/** What a replica's /readyz said: 2xx; another status or nothing in time; no connection. */
export type Readiness = 'ready' | 'unready' | 'unreachable';

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
  /** Down addresses whose last probe was answered, not ready: alive, on their way out or in. */
  private readonly answering = new Set<string>();
  /** Addresses that have answered once: only those can be found gone. */
  private readonly known = new Set<string>();
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
    for (const set of [this.answering, this.known]) {
      for (const address of set) if (!this.addresses.includes(address)) set.delete(address);
    }
  }

  /** Every address DNS lists, live or not. */
  all(): readonly string[] {
    return this.addresses;
  }

  isLive(address: string): boolean {
    return this.addresses.includes(address) && (this.down.get(address)?.until ?? 0) <= this.now();
  }

  /** Live, or the last resort: answering its probes though not ready. */
  isUsable(address: string): boolean {
    return this.isLive(address) || this.answering.has(address);
  }

  live(): string[] {
    return this.addresses.filter((address) => this.isLive(address));
  }

  /**
   * The next live address in turn, skipping `exclude` (those a request already tried); with none
   * live, the next that answers its probes though not ready.
   */
  pick(exclude: ReadonlySet<string> = new Set()): string | undefined {
    return (
      this.next((address) => !exclude.has(address) && this.isLive(address)) ??
      this.next((address) => !exclude.has(address) && this.answering.has(address))
    );
  }

  private next(usable: (address: string) => boolean): string | undefined {
    const count = this.addresses.length;
    for (let step = 0; step < count; step += 1) {
      const index = (this.cursor + step) % count;
      const address = this.addresses[index] as string;
      if (!usable(address)) continue;
      this.cursor = (index + 1) % count;
      return address;
    }
    return undefined;
  }

  /** The address failed to connect or dropped the connection: take it out of turn for a while. */
  markDown(address: string): void {
    this.answering.delete(address);
    if (!this.addresses.includes(address) || !this.isLive(address)) return;
    const failures = (this.down.get(address)?.failures ?? 0) + 1;
    const downMs = Math.min(this.baseDownMs * 2 ** (failures - 1), this.maxDownMs);
    this.down.set(address, { until: this.now() + downMs, failures });
  }

  /** The address answered: it is healthy, whatever it did before. */
  markUp(address: string): void {
    this.down.delete(address);
    this.answering.delete(address);
    if (this.addresses.includes(address)) this.known.add(address);
  }

  /**
   * What the address's readiness probe found. Ready: in turn now. Otherwise out of turn, kept out
   * for `baseDownMs` from now (the next probe comes well before), its failure count untouched; if
   * it answered (not ready), still the last resort. No connection to one that never answered
   * changes nothing: it is starting.
   */
  probed(address: string, found: Readiness): void {
    if (found === 'ready') return this.markUp(address);
    // One starting with the gateway, or just listed, is not gone before it ever answered: a
    // request may find it up before the next probe does (a refused one goes elsewhere at once).
    if (
      !this.addresses.includes(address) ||
      (found === 'unreachable' && !this.known.has(address))
    ) {
      return;
    }
    const state = this.down.get(address);
    const until = Math.max(state?.until ?? 0, this.now() + this.baseDownMs);
    this.down.set(address, { until, failures: state?.failures ?? 0 });
    if (found === 'unready') this.answering.add(address);
    else this.answering.delete(address);
  }

  /** Milliseconds until the first down address is due back (for Retry-After); 0 if one is live. */
  msUntilLive(): number {
    if (this.live().length > 0 || this.down.size === 0) return 0;
    const soonest = Math.min(...[...this.down.values()].map((state) => state.until));
    return Math.max(0, soonest - this.now());
  }
}
