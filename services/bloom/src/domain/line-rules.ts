import { BLOOM_SIZE } from '@hub/proto';
import { ALLOWED_NEXT_TO, POPCOUNT, SINGLE_TYPE, type Candidates } from './grid';
import { ARC_UNION, LINES, type LineClues } from './lines';

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
 * Level 2, from the candidates of each line: every way the line could be filled (each cell one of
 * its candidates, cells side by side allowed to touch, exactly as many kinds as its clue), and
 * each cell keeps only the kinds some way puts there. That is all a person can read off one line:
 * the arcs of the wheel its cells can still make, the kind only one cell can take, the two Lilies
 * that leave no room between them for the Tulip the clue needs. A reader who stopped short of it
 * would call "lookahead" what is only a careful look at a line (issue 33).
 */
export function applyLineReasoning(candidates: Candidates, clues: LineClues): number {
  let changes = 0;
  const chosen = new Uint8Array(BLOOM_SIZE);
  const kept = new Uint8Array(BLOOM_SIZE);
  for (let line = 0; line < LINES.length; line++) {
    const clue = clues[line]!;
    const cells = LINES[line]!;
    // A full line is the basic rules' to judge.
    if (!clue || cells.every((cell) => POPCOUNT[candidates[cell]!] === 1)) continue;
    kept.fill(0);
    fillLine(candidates, cells, clue, 0, 0, chosen, kept);
    for (let index = 0; index < cells.length; index++) {
      const cell = cells[index]!;
      const before = candidates[cell]!;
      const after = before & kept[index]!;
      if (!after) return -1;
      if (after === before) continue;
      candidates[cell] = after;
      changes += POPCOUNT[before ^ after]!;
    }
  }
  return changes;
}

/**
 * Walks every filling of a line from cell `index` on, with `kinds` used so far and `chosen` the
 * flowers before it, adding each complete one's flowers to `kept`. A line has at most 5 × 3⁴
 * fillings (a flower may touch its own kind and two others), so a plain walk is quick.
 */
function fillLine(
  candidates: Candidates,
  cells: readonly number[],
  clue: number,
  index: number,
  kinds: number,
  chosen: Uint8Array,
  kept: Uint8Array,
): void {
  if (index === cells.length) {
    if (POPCOUNT[kinds] !== clue) return;
    for (let i = 0; i < cells.length; i++) kept[i] = kept[i]! | chosen[i]!;
    return;
  }
  let options = candidates[cells[index]!]!;
  if (index > 0) options &= ALLOWED_NEXT_TO[SINGLE_TYPE[chosen[index - 1]!]!]!;
  for (let rest = options; rest; rest &= rest - 1) {
    const flower = rest & -rest;
    const grown = kinds | flower;
    // Too many kinds already, or too few cells left to reach the clue: no filling down here.
    if (POPCOUNT[grown]! > clue || POPCOUNT[grown]! + cells.length - index - 1 < clue) continue;
    chosen[index] = flower;
    fillLine(candidates, cells, clue, index + 1, grown, chosen, kept);
  }
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
