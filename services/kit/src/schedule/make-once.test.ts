import { describe, expect, it } from 'vitest';
import { makeOnce } from './daily-schedule';

describe('makeOnce', () => {
  it('lets callers asking at the same time share one making, and makes again afterwards', async () => {
    let made = 0;
    let finish = () => {};
    const make = () =>
      new Promise<number>((resolve) => {
        made++;
        finish = () => resolve(made);
      });
    const asked = Array.from({ length: 20 }, () => makeOnce('jotto:2026-11-24', make));
    expect(made).toBe(1);
    finish();
    expect(await Promise.all(asked)).toEqual(Array(20).fill(1));

    const later = makeOnce('jotto:2026-11-24', make);
    expect(made).toBe(2);
    finish();
    expect(await later).toBe(2);
  });

  it('does not keep a failure: the next caller tries again', async () => {
    await expect(
      makeOnce('bloom:2026-11-24', () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow('db down');
    expect(await makeOnce('bloom:2026-11-24', () => Promise.resolve('made'))).toBe('made');
  });
});
