import { isSolved, POPCOUNT, type Candidates } from './grid';
import type { LineClues } from './lines';
import { applyBasicRules, applyCandidateReasoning, propagate } from './propagation';
import { bitsOf } from './solver';

/**
 * How hard a step is for a person, easiest first:
 * 1. basic rules around placed flowers: their neighbours, and their rows and columns against the
 *    clues (a row of 2 kinds already showing a Lily and a Daisy holds nothing else);
 * 2. reasoning over the candidates of undecided cells: a cell that is Lily or Daisy bars Tulip
 *    next to it; a column of 2 kinds holding a Rose holds only Daisies, Roses or Tulips;
 * 3. one step of lookahead: "if this cell were a Rose, the rules above would break, so it is not".
 * Nothing deeper: a garden that needs a guess inside a guess is not a fair daily puzzle.
 */
export type DeductionLevel = 1 | 2 | 3;

export interface DeductionReport {
  solved: boolean;
  /** The hardest level the solve needed. */
  hardest: DeductionLevel;
  /** How often level 2 and level 3 were needed because everything easier had stalled. */
  candidateSweeps: number;
  lookaheads: number;
  candidates: Candidates;
}

/**
 * Solves like a careful person: always the easiest deduction available, a harder one only when
 * the easier ones stall, never a guess. Stops early once `done` holds (the hint asks for just the
 * next placement).
 */
export function deduce(
  givens: Candidates,
  clues: LineClues,
  maxLevel: DeductionLevel = 3,
  done: (candidates: Candidates) => boolean = isSolved,
): DeductionReport {
  const report: DeductionReport = {
    solved: false,
    hardest: 1,
    candidateSweeps: 0,
    lookaheads: 0,
    candidates: givens.slice(),
  };
  const { candidates } = report;
  for (;;) {
    if (!applyBasicRules(candidates, clues)) return report;
    if (done(candidates)) {
      report.solved = isSolved(candidates);
      return report;
    }
    if (maxLevel >= 2) {
      const removed = applyCandidateReasoning(candidates, clues);
      if (removed < 0) return report;
      if (removed > 0) {
        report.candidateSweeps++;
        report.hardest = Math.max(report.hardest, 2) as DeductionLevel;
        continue;
      }
    }
    if (maxLevel >= 3 && eliminateByLookahead(candidates, clues)) {
      report.lookaheads++;
      report.hardest = 3;
      continue;
    }
    return report;
  }
}

/** Removes the first candidate whose assumption propagates to a contradiction. */
function eliminateByLookahead(candidates: Candidates, clues: LineClues): boolean {
  for (let cell = 0; cell < candidates.length; cell++) {
    const mask = candidates[cell]!;
    if (POPCOUNT[mask]! < 2) continue;
    for (const flag of bitsOf(mask)) {
      const trial = candidates.slice();
      trial[cell] = flag;
      if (!propagate(trial, clues)) {
        candidates[cell] = mask & ~flag;
        return true;
      }
    }
  }
  return false;
}

/**
 * The cell a person could fill next from `givens` with the easiest deduction available, or -1
 * when deduction cannot place anything.
 */
export function nextDeducibleCell(givens: Candidates, clues: LineClues): number {
  const isOpen = (cell: number) => POPCOUNT[givens[cell]!]! > 1;
  const newlyDecided = (candidates: Candidates) =>
    candidates.findIndex((mask, cell) => isOpen(cell) && POPCOUNT[mask] === 1);
  const { candidates } = deduce(givens, clues, 3, (current) => newlyDecided(current) >= 0);
  return newlyDecided(candidates);
}
