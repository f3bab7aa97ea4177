import type { BloomBoard, BloomClues, BloomPlacement } from '@hub/proto';
import { boardOf, candidatesFromPlacements, POPCOUNT, type Candidates } from './grid';
import { lineCluesOf, type LineClues } from './lines';
import { propagate } from './propagation';

/** The undecided cell with the fewest candidates, or -1 when every cell is decided. */
function branchCell(candidates: Candidates): number {
  let best = -1;
  let bestCount = Infinity;
  for (let i = 0; i < candidates.length; i++) {
    const count = POPCOUNT[candidates[i]!]!;
    if (count > 1 && count < bestCount) {
      best = i;
      bestCount = count;
      if (count === 2) break;
    }
  }
  return best;
}

/**
 * How many complete gardens extend `givens` under `clues`, counting no further than `limit`:
 * uniqueness only needs to know whether there is a second one, so the search stops there.
 */
export function countSolutions(givens: Candidates, clues: LineClues, limit = 2): number {
  const candidates = givens.slice();
  if (!propagate(candidates, clues)) return 0;
  const cell = branchCell(candidates);
  if (cell < 0) return 1;
  let found = 0;
  for (let rest = candidates[cell]!; rest && found < limit; rest &= rest - 1) {
    const trial = candidates.slice();
    trial[cell] = rest & -rest;
    found += countSolutions(trial, clues, limit - found);
  }
  return found;
}

/**
 * One complete garden extending `givens` under `clues`, or null. `order` decides which candidate
 * to try first at each branch: the generator passes a shuffle to get a random garden.
 */
export function findSolution(
  givens: Candidates,
  clues: LineClues,
  order: (mask: number) => number[] = bitsOf,
): Candidates | null {
  const candidates = givens.slice();
  if (!propagate(candidates, clues)) return null;
  const cell = branchCell(candidates);
  if (cell < 0) return candidates;
  for (const flag of order(candidates[cell]!)) {
    const trial = candidates.slice();
    trial[cell] = flag;
    const solution = findSolution(trial, clues, order);
    if (solution) return solution;
  }
  return null;
}

export function bitsOf(mask: number): number[] {
  const bits: number[] = [];
  for (let rest = mask; rest; rest &= rest - 1) bits.push(rest & -rest);
  return bits;
}

/** The garden completing `starters` under `clues` (the first found, if several); null if none. */
export function solveGarden(
  starters: readonly BloomPlacement[],
  clues: BloomClues,
): BloomBoard | null {
  const solution = findSolution(candidatesFromPlacements(starters), lineCluesOf(clues));
  return solution && boardOf(solution);
}
