import { CELLS, NEIGHBOURS, POPCOUNT, SUPPORTED_BY, type Candidates } from './grid';
import { applyLineBasics, applyLineReasoning } from './line-rules';
import type { LineClues } from './lines';

/**
 * The two families of inference the solvers use, both in place on a candidate grid: the
 * adjacency rule and the clue rule (`line-rules.ts`), each from placed flowers first, then from
 * candidates. Each returns false (or -1) as soon as the grid is contradictory.
 */

/**
 * Basic deductions, repeated until nothing changes: a decided flower removes the types that may
 * not touch it from its neighbours; each line's placed flowers narrow it by its clue.
 */
export function applyBasicRules(candidates: Candidates, clues: LineClues): boolean {
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
    const narrowed = applyLineBasics(candidates, clues);
    if (narrowed < 0) return false;
    if (narrowed > 0) changed = true;
  }
  return true;
}

/**
 * One sweep of reasoning over undecided cells: a neighbour keeps only types that can touch at
 * least one of a cell's candidates (a cell that is Lily or Daisy bars Tulip next to it), and each
 * line keeps only the kinds its clue can still reach. Returns the number of candidates removed,
 * or -1 on a contradiction.
 */
export function applyCandidateReasoning(candidates: Candidates, clues: LineClues): number {
  let removed = 0;
  for (let i = 0; i < CELLS; i++) {
    const mask = candidates[i]!;
    if (POPCOUNT[mask]! < 2) continue;
    const changes = restrictNeighbours(candidates, i, SUPPORTED_BY[mask]!);
    if (changes < 0) return -1;
    removed += changes;
  }
  const narrowed = applyLineReasoning(candidates, clues);
  return narrowed < 0 ? -1 : removed + narrowed;
}

/** Both families to a fixpoint: what "propagation" means for the solution counter and lookahead. */
export function propagate(candidates: Candidates, clues: LineClues): boolean {
  for (;;) {
    if (!applyBasicRules(candidates, clues)) return false;
    const removed = applyCandidateReasoning(candidates, clues);
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
