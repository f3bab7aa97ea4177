interface Queued<T> {
  item: T;
  written: () => void;
  failed: (error: unknown) => void;
}

/**
 * Writes that arrive together, made as one: while one write of a group is on its way, the items
 * that arrive wait and go together in the next, as Postgres's group commit does for commits. When
 * every player arrives at once (midnight), a crowd costs a few write transactions a second rather
 * than one each, and alone an item is written at once. Each caller still waits until its own item
 * is written (or the group's write failed), and groups are written in the order they came.
 */
export class GroupedWrites<T> {
  private readonly queue: Queued<T>[] = [];
  private draining: Promise<void> | null = null;
  /** The newest item's write, failed or not: groups go in order, so all before it are done too. */
  private newest: Promise<unknown> = Promise.resolve();

  constructor(
    /** Writes one group, in one statement: it stands or fails as a whole. */
    private readonly writeGroup: (items: T[]) => Promise<void>,
    /** At most this many items in one group. */
    private readonly most: number,
  ) {}

  write(item: T): Promise<void> {
    const written = new Promise<void>((resolve, reject) => {
      this.queue.push({ item, written: resolve, failed: reject });
      this.draining ??= this.drain();
    });
    this.newest = written.catch(() => {});
    return written;
  }

  /** Resolves once every item queued before the call is written (or its group failed). */
  async settled(): Promise<void> {
    await this.newest;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const group = this.queue.splice(0, this.most);
      try {
        await this.writeGroup(group.map((queued) => queued.item));
        for (const queued of group) queued.written();
      } catch (error) {
        for (const queued of group) queued.failed(error);
      }
    }
    this.draining = null;
  }
}
