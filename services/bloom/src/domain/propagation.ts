import { FLOWERS_PER_TYPE } from '@hub/proto';
import {
  ALL_TYPES,
  bit,
  CELLS,
  NEIGHBOURS,
  POPCOUNT,
  SUPPORTED_BY,
  TYPE_COUNT,
  type Candidates,
} from './grid';

/**
 * The two families of inference the solvers use, both in place on a candidate grid. Each returns
 * false as soon as the grid is contradictory (a cell with no candidate, a type that can no longer
 * reach five, or six of one type).
 */

/**
 * Basic deductions, repeated until nothing changes: a decided flower removes the types that may
 * not touch it from its neighbours; a type with five flowers leaves every other cell; a type with
 * exactly five possible cells takes them all.
 */
export function applyBasicRules(candidates: Candidates): boolean {
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < CELLS; i++) {
      const mask = candidates[i]!;
      if (mask === 0) return false;
      if (POPCOUNT[mask] !== 1) continue;
      const changes = restrictNeighbours(candidates, i, SUPPORTED_BY[mask]!);
      if (changes < 0) return false;
      if (changes > 0) changed = true;
    }
    const counted = applyCounts(candidates);
    if (counted < 0) return false;
    if (counted > 0) changed = true;
  }
  return true;
}

/**
 * One sweep of reasoning over undecided cells: a neighbour keeps only types that can touch at
 * least one of a cell's candidates (a cell that is Lily or Daisy bars Tulip next to it).
 * Returns the number of candidates removed, or -1 on a contradiction.
 */
export function applyCandidateReasoning(candidates: Candidates): number {
  let removed = 0;
  for (let i = 0; i < CELLS; i++) {
    const mask = candidates[i]!;
    if (POPCOUNT[mask]! < 2) continue;
    const changes = restrictNeighbours(candidates, i, SUPPORTED_BY[mask]!);
    if (changes < 0) return -1;
    removed += changes;
  }
  return removed;
}

/** Both families to a fixpoint: what "propagation" means for the solution counter and lookahead. */
export function propagate(candidates: Candidates): boolean {
  for (;;) {
    if (!applyBasicRules(candidates)) return false;
    const removed = applyCandidateReasoning(candidates);
    if (removed < 0) return false;
    if (removed === 0) return true;
  }
}

function restrictNeighbours(candidates: Candidates, cell: number, allowed: number): number {
  let changes = 0;
  for (const neighbour of NEIGHBOURS[cell]!) {
    const before = candidates[neighbour]!;
    const after = before & allowed;
    if (after === before) continue;
    if (after === 0) return -1;
    candidates[neighbour] = after;
    changes += POPCOUNT[before ^ after]!;
  }
  return changes;
}

function applyCounts(candidates: Candidates): number {
  let changes = 0;
  for (let type = 0; type < TYPE_COUNT; type++) {
    const flag = bit(type);
    let placed = 0;
    let possible = 0;
    for (let i = 0; i < CELLS; i++) {
      const mask = candidates[i]!;
      if (mask & flag) possible++;
      if (mask === flag) placed++;
    }
    if (placed > FLOWERS_PER_TYPE || possible < FLOWERS_PER_TYPE) return -1;
    if (placed === FLOWERS_PER_TYPE && possible > placed) {
      for (let i = 0; i < CELLS; i++) {
        const mask = candidates[i]!;
        if (mask !== flag && mask & flag) {
          candidates[i] = mask & ~flag & ALL_TYPES;
          changes++;
        }
      }
    } else if (possible === FLOWERS_PER_TYPE && placed < possible) {
      for (let i = 0; i < CELLS; i++) {
        const mask = candidates[i]!;
        if (mask !== flag && mask & flag) {
          candidates[i] = flag;
          changes += POPCOUNT[mask]! - 1;
        }
      }
    }
  }
  return changes;
}
