/**
 * Lets the callers of one turn of the event loop go on together, in the next.
 *
 * A request whose first wait is answered from memory at once (a session read from the process's
 * copy) runs to its response inside the socket read that brought it: request after request, each
 * answer written alone while the next request waits unread. A wait that truly goes out (a Redis
 * GET) ends for many requests in one reply instead, and they go on breadth-first, their answers
 * leaving close together. On the 2-core machine of `bench:http` the one-at-a-time shape cost
 * `npm start` about 40 % of its returning reads: the client beside it slept and was woken for every
 * single answer (about one wake-up per request, against one per 40 with Redis), and each wake-up
 * is paid in the server's own system time. docs/performance.md has the measurements.
 *
 * `next()` is that reply for waits that need none: every call made in this turn resolves in one
 * `setImmediate`, after the turn's I/O is read, so what follows each runs interleaved with the rest.
 */
export class Turns {
  private waiting: Array<() => void> = [];

  next(): Promise<void> {
    return new Promise((resolve) => {
      if (this.waiting.length === 0) setImmediate(() => this.release());
      this.waiting.push(resolve);
    });
  }

  private release(): void {
    const all = this.waiting;
    this.waiting = [];
    for (const resolve of all) resolve();
  }
}
