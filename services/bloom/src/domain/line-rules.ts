import { POPCOUNT, type Candidates } from './grid';
import { ARC_UNION, ARCS, LINES, type LineClues } from './lines';

/**
 * The clue rule, for the solvers: a line with clue k holds exactly k kinds of flower, and those
 * kinds sit side by side on the colour wheel (an arc). Both functions work in place on a
 * candidate grid and return how many candidates they removed, or -1 on a contradiction.
 */

/**
 * Level 1, from the flowers placed in each line: kinds that fit no arc of k, or more kinds still
 * missing than empty cells (or candidates) to hold them, break the line; a line showing all its
 * kinds keeps its empty cells to them; a line whose empty cells are just enough for the kinds
 * still missing repeats none of the placed ones there (a clue of 5: each kind once).
 */
export function applyLineBasics(candidates: Candidates, clues: LineClues): number {
  let changes = 0;
  for (let line = 0; line < LINES.length; line++) {
    const clue = clues[line]!;
    if (!clue) continue;
    const cells = LINES[line]!;
    let placed = 0;
    let reachable = 0;
    let open = 0;
    for (const cell of cells) {
      const mask = candidates[cell]!;
      reachable |= mask;
      if (POPCOUNT[mask] === 1) placed |= mask;
      else open++;
    }
    const missing = clue - POPCOUNT[placed]!;
    if (!ARC_UNION[clue]![placed] || missing > open || POPCOUNT[reachable & ~placed]! < missing) {
      return -1;
    }
    if (open === 0 || (missing > 0 && missing < open)) continue;
    // Nothing missing: only the placed kinds; as many missing as open cells: none of them.
    const removed = restrictOpenCells(candidates, cells, missing === 0 ? placed : ~placed);
    if (removed < 0) return -1;
    changes += removed;
  }
  return changes;
}

/**
 * Level 2, from the candidates of each line: the arcs of k kinds its cells can still make (each
 * cell able to take one of the arc's kinds, each kind of the arc possible somewhere); its cells
 * keep only kinds of those arcs, and a kind every such arc holds that only one cell can take goes
 * there.
 */
export function applyLineReasoning(candidates: Candidates, clues: LineClues): number {
  let changes = 0;
  for (let line = 0; line < LINES.length; line++) {
    const clue = clues[line]!;
    if (!clue) continue;
    const cells = LINES[line]!;
    let placed = 0;
    for (const cell of cells) {
      const mask = candidates[cell]!;
      if (POPCOUNT[mask] === 1) placed |= mask;
    }
    let possible = 0;
    let needed = -1;
    for (const arc of ARCS[clue]!) {
      if ((arc & placed) !== placed || !canMake(candidates, cells, arc)) continue;
      possible |= arc;
      needed &= arc;
    }
    if (!possible) return -1;
    const removed = restrictOpenCells(candidates, cells, possible);
    if (removed < 0) return -1;
    changes += removed;
    for (let rest = needed & ~placed & possible; rest; rest &= rest - 1) {
      const kind = rest & -rest;
      const holders = cells.filter((cell) => candidates[cell]! & kind);
      if (holders.length === 0) return -1;
      if (holders.length > 1) continue;
      const cell = holders[0]!;
      changes += POPCOUNT[candidates[cell]!]! - 1;
      candidates[cell] = kind;
    }
  }
  return changes;
}

function canMake(candidates: Candidates, cells: readonly number[], arc: number): boolean {
  let covered = 0;
  for (const cell of cells) {
    const inArc = candidates[cell]! & arc;
    if (!inArc) return false;
    covered |= inArc;
  }
  return covered === arc;
}

function restrictOpenCells(candidates: Candidates, cells: readonly number[], keep: number): number {
  let removed = 0;
  for (const cell of cells) {
    const before = candidates[cell]!;
    if (POPCOUNT[before] === 1) continue;
    const after = before & keep;
    if (after === before) continue;
    if (!after) return -1;
    candidates[cell] = after;
    removed += POPCOUNT[before ^ after]!;
  }
  return removed;
}
