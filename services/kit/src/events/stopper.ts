/** A stop flag that also interrupts waits, so stopping never sits out a retry delay. */
export class Stopper {
  stopped = false;
  private readonly callbacks = new Set<() => void>();

  stop(): void {
    this.stopped = true;
    for (const callback of this.callbacks) callback();
  }

  /** Runs `callback` on stop (now, if already stopped); returns a function that cancels it. */
  onStop(callback: () => void): () => void {
    if (this.stopped) callback();
    else this.callbacks.add(callback);
    return () => {
      this.callbacks.delete(callback);
    };
  }

  /** Resolves with `value`, or with null as soon as stopped. */
  async until<T>(value: Promise<T>): Promise<T | null> {
    let cancel = () => {};
    const stopped = new Promise<null>((resolve) => (cancel = this.onStop(() => resolve(null))));
    try {
      return await Promise.race([value, stopped]);
    } finally {
      cancel();
    }
  }

  /** `keepAlive: false` for housekeeping waits, which should never hold the process open. */
  async pause(ms: number, { keepAlive = true } = {}): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await this.until(
      new Promise((resolve) => {
        timer = setTimeout(resolve, ms);
        if (!keepAlive) timer.unref();
      }),
    );
    clearTimeout(timer);
  }
}
