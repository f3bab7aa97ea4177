import {
  BLOOM_SIZE,
  CANNOT_TOUCH,
  FLOWER_TYPES,
  type BloomBoard,
  type BloomPlacement,
  type FlowerType,
} from '@hub/proto';

/**
 * The solvers' view of a garden: 25 cells in reading order, each holding a bit mask of the flower
 * types still possible there (bit t = FLOWER_TYPES[t]). A cell with one bit is decided.
 */
export type Candidates = Uint8Array;

export const CELLS = BLOOM_SIZE * BLOOM_SIZE;
export const TYPE_COUNT = FLOWER_TYPES.length;
export const ALL_TYPES = (1 << TYPE_COUNT) - 1;

export const bit = (type: number) => 1 << type;
export const typeIndex = (type: FlowerType) => FLOWER_TYPES.indexOf(type);

export const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, i) => {
  const r = Math.floor(i / BLOOM_SIZE);
  const c = i % BLOOM_SIZE;
  const cells: number[] = [];
  if (r > 0) cells.push(i - BLOOM_SIZE);
  if (r < BLOOM_SIZE - 1) cells.push(i + BLOOM_SIZE);
  if (c > 0) cells.push(i - 1);
  if (c < BLOOM_SIZE - 1) cells.push(i + 1);
  return cells;
});

/** For each type, the mask of types allowed to touch it (itself included). */
export const ALLOWED_NEXT_TO: readonly number[] = FLOWER_TYPES.map((type) =>
  FLOWER_TYPES.reduce(
    (mask, other, index) => (CANNOT_TOUCH[type].includes(other) ? mask : mask | bit(index)),
    0,
  ),
);

/**
 * For each candidate mask, the types a neighbour may still hold: those allowed next to at least
 * one of the candidates. Precomputed for all 32 masks, it is the solvers' innermost lookup.
 */
export const SUPPORTED_BY: readonly number[] = Array.from({ length: ALL_TYPES + 1 }, (_, mask) =>
  ALLOWED_NEXT_TO.reduce(
    (support, allowed, type) => (mask & bit(type) ? support | allowed : support),
    0,
  ),
);

export const POPCOUNT: readonly number[] = Array.from({ length: ALL_TYPES + 1 }, (_, mask) => {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
});

/** The type of a decided cell (a single bit), else -1. */
export const SINGLE_TYPE: readonly number[] = Array.from({ length: ALL_TYPES + 1 }, (_, mask) =>
  POPCOUNT[mask] === 1 ? Math.log2(mask) : -1,
);

export const positionOf = (i: number) => ({ r: Math.floor(i / BLOOM_SIZE), c: i % BLOOM_SIZE });
export const indexOf = ({ r, c }: { r: number; c: number }) => r * BLOOM_SIZE + c;

/** Candidates for a board: its flowers decided, its empty cells open to every type. */
export function candidatesOf(board: BloomBoard): Candidates {
  const candidates = new Uint8Array(CELLS);
  for (let i = 0; i < CELLS; i++) {
    const { r, c } = positionOf(i);
    const type = board[r]?.[c];
    candidates[i] = type ? bit(typeIndex(type)) : ALL_TYPES;
  }
  return candidates;
}

export function candidatesFromPlacements(placements: readonly BloomPlacement[]): Candidates {
  const candidates = new Uint8Array(CELLS).fill(ALL_TYPES);
  for (const placement of placements)
    candidates[indexOf(placement)] = bit(typeIndex(placement.type));
  return candidates;
}

/** The board of decided cells; undecided ones are empty. */
export function boardOf(candidates: Candidates): BloomBoard {
  return Array.from({ length: BLOOM_SIZE }, (_, r) =>
    Array.from({ length: BLOOM_SIZE }, (_, c) => {
      const type = SINGLE_TYPE[candidates[r * BLOOM_SIZE + c]!]!;
      return type >= 0 ? FLOWER_TYPES[type]! : null;
    }),
  );
}

export const isSolved = (candidates: Candidates) =>
  candidates.every((mask) => POPCOUNT[mask] === 1);
