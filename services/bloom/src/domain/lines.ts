import { BLOOM_SIZE, type BloomClues } from '@hub/proto';
import { ALL_TYPES, ALLOWED_NEXT_TO, bit, POPCOUNT, TYPE_COUNT } from './grid';

/** The ten lines the clues count: the five rows, then the five columns, as cell indices. */
export const LINES: readonly (readonly number[])[] = [
  ...Array.from({ length: BLOOM_SIZE }, (_, r) =>
    Array.from({ length: BLOOM_SIZE }, (_, c) => r * BLOOM_SIZE + c),
  ),
  ...Array.from({ length: BLOOM_SIZE }, (_, c) =>
    Array.from({ length: BLOOM_SIZE }, (_, r) => r * BLOOM_SIZE + c),
  ),
];

/**
 * The clues as the solvers read them, one per line in `LINES` order: how many kinds of flower the
 * line holds. 0 means no clue: a random garden is grown before it has any.
 */
export type LineClues = Uint8Array;

export const NO_CLUES: LineClues = new Uint8Array(LINES.length);

export const lineCluesOf = ({ rows, columns }: BloomClues): LineClues =>
  Uint8Array.from([...rows, ...columns]);

/**
 * Whether a set of types is joined up on the "may touch" graph: Lily, Daisy, Rose, Tulip, Pansy
 * and back to Lily, the colour wheel. A line steps at most one place round the wheel from cell to
 * cell, so the kinds it holds are always such an arc (or the whole wheel).
 */
function isArc(mask: number): boolean {
  if (!mask) return false;
  let reached = mask & -mask;
  for (let grown = 0; grown !== reached;) {
    grown = reached;
    for (let type = 0; type < TYPE_COUNT; type++) {
      if (reached & bit(type)) reached |= ALLOWED_NEXT_TO[type]! & mask;
    }
  }
  return reached === mask;
}

/** The arcs of each length (1 to 5): the kinds a line with that clue can hold. */
export const ARCS: readonly (readonly number[])[] = Array.from({ length: TYPE_COUNT + 1 }, (_, k) =>
  Array.from({ length: ALL_TYPES + 1 }, (_, mask) => mask).filter(
    (mask) => POPCOUNT[mask] === k && isArc(mask),
  ),
);

/**
 * For a clue k and the kinds already placed in its line, every type some arc of length k around
 * them holds; 0 when no arc of length k holds them all (the line is broken).
 */
export const ARC_UNION: readonly (readonly number[])[] = ARCS.map((arcs) =>
  Array.from({ length: ALL_TYPES + 1 }, (_, placed) =>
    arcs.reduce((union, arc) => ((arc & placed) === placed ? union | arc : union), 0),
  ),
);
