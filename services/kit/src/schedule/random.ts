import { randomFillSync } from 'node:crypto';

const BYTES_PER_NUMBER = 6;
const RANGE = 2 ** (8 * BYTES_PER_NUMBER);
/** Filled from the OS a batch at a time: generating a Bloom garden draws thousands of numbers. */
const pool = Buffer.alloc(BYTES_PER_NUMBER * 1024);
let offset = pool.length;

/**
 * A number in [0, 1) from the operating system's cryptographic generator, for what must not be
 * predictable from the code and public data: a daily puzzle (docs/architecture.md#daily-puzzles).
 * Unlike Math.random, whose state can be recovered from enough outputs, nothing the site shows
 * tells the next value.
 */
export function cryptoRandom(): number {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const value = pool.readUIntBE(offset, BYTES_PER_NUMBER);
  offset += BYTES_PER_NUMBER;
  return value / RANGE;
}
