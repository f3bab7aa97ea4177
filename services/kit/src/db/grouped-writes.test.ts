import { describe, expect, it } from 'vitest';
import { GroupedWrites } from './grouped-writes';

/** A writer whose group writes finish only when the test says so. */
function heldWriter(most = 10) {
  const groups: number[][] = [];
  const pending: { finish: () => void; fail: (error: Error) => void }[] = [];
  const writes = new GroupedWrites<number>(
    (items) =>
      new Promise<void>((finish, fail) => {
        groups.push(items);
        pending.push({ finish, fail });
      }),
    most,
  );
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  return { writes, groups, pending, tick };
}

describe('GroupedWrites', () => {
  it('writes one alone at once, and those that arrive meanwhile together, in order', async () => {
    const { writes, groups, pending, tick } = heldWriter();
    const first = writes.write(1);
    await tick();
    expect(groups).toEqual([[1]]);
    const later = [writes.write(2), writes.write(3), writes.write(4)];
    await tick();
    expect(groups).toEqual([[1]]);

    pending[0]!.finish();
    await first;
    await tick();
    expect(groups).toEqual([[1], [2, 3, 4]]);
    pending[1]!.finish();
    await Promise.all(later);
  });

  it('puts at most `most` in a group', async () => {
    const { writes, groups, pending, tick } = heldWriter(2);
    const all = [1, 2, 3, 4, 5].map((item) => writes.write(item));
    for (let group = 0; group < 3; group++) {
      await tick();
      pending[group]!.finish();
    }
    await Promise.all(all);
    expect(groups).toEqual([[1], [2, 3], [4, 5]]);
  });

  it("fails a group's callers when its write fails, and goes on with the next", async () => {
    const { writes, pending, tick } = heldWriter();
    const first = writes.write(1);
    await tick();
    const second = writes.write(2);
    pending[0]!.fail(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await tick();
    pending[1]!.finish();
    await expect(second).resolves.toBeUndefined();
  });

  it('settles once every item queued before the call is written, failed ones included', async () => {
    const { writes, pending, tick } = heldWriter();
    await writes.settled();
    const first = writes.write(1).catch(() => 'failed');
    await tick();
    void writes.write(2);
    let settled = false;
    const waiting = writes.settled().then(() => (settled = true));
    pending[0]!.fail(new Error('no'));
    await first;
    await tick();
    expect(settled).toBe(false);
    pending[1]!.finish();
    await waiting;
    expect(settled).toBe(true);
  });
});
