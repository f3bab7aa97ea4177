import { daysBetween } from '@hub/proto';

/** Puzzle #1; also where the answer order starts. */
export const JOTTO_EPOCH_DAY_KEY = '2025-01-01';

/** A year can have 366 days: with at least this many answers no word comes back within a year. */
export const MIN_ANSWERS = 366;

/** The puzzle number of a day: the epoch is #1. */
export function puzzleNumber(day: string): number {
  return daysBetween(JOTTO_EPOCH_DAY_KEY, day) + 1;
}

/** mulberry32: a tiny seeded generator, so every server shuffles the answers the same way. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const ORDER_SEED = 0x4a0770;

/** The answers in a fixed pseudo-random order, so consecutive days do not go alphabetically. */
export function dailyOrder(answers: readonly string[]): string[] {
  const order = [...answers];
  const random = seededRandom(ORDER_SEED);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * The secret of a puzzle day. Walking one fixed order of N ≥ 366 answers a day at a time, a word
 * comes back only after N days, so never within a year. The choice depends on the list: once a
 * day's word is stored it is kept, so editing the list never changes a past or current puzzle.
 */
export function dailyWord(day: string, order: readonly string[]): string {
  if (order.length < MIN_ANSWERS) {
    throw new Error(`Jotto needs at least ${MIN_ANSWERS} answers, has ${order.length}`);
  }
  const index = (puzzleNumber(day) - 1) % order.length;
  return order[index < 0 ? index + order.length : index]!;
}
