import { describe, expect, it } from 'vitest';
import { Turns } from './turns';

/** A request of three steps after its wait, each step a turn of the microtask queue. */
async function request(turns: Turns, name: string, steps: string[]): Promise<void> {
  await turns.next();
  for (const step of [1, 2, 3]) {
    steps.push(`${name}${step}`);
    await Promise.resolve();
  }
}

describe('Turns', () => {
  it('lets the waits of one turn go on together, breadth-first, after the turn', async () => {
    const turns = new Turns();
    const steps: string[] = [];
    const done = Promise.all(['a', 'b', 'c'].map((name) => request(turns, name, steps)));
    // Nothing goes on within the turn the waits were made in, microtasks included.
    await Promise.resolve();
    expect(steps).toEqual([]);
    await done;
    expect(steps).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3']);
  });

  it('answers a wait made in a later turn in that turn’s own group', async () => {
    const turns = new Turns();
    const order: string[] = [];
    const first = turns.next().then(() => order.push('first'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['first']);
    const second = turns.next().then(() => order.push('second'));
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
  });

  it('lets a wait made while a group is going on wait for the next group', async () => {
    const turns = new Turns();
    const order: string[] = [];
    let inner: Promise<unknown> = Promise.resolve();
    await Promise.all([
      turns.next().then(() => {
        order.push('outer');
        inner = turns.next().then(() => order.push('inner'));
      }),
      turns.next().then(() => order.push('outer too')),
    ]);
    expect(order).toEqual(['outer', 'outer too']);
    await inner;
    expect(order).toEqual(['outer', 'outer too', 'inner']);
  });
});
