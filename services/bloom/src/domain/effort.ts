import { POPCOUNT, type Candidates } from './grid';
import { deduce } from './deduction';
import type { LineClues } from './lines';

export interface SolveEffort {
  /** Every deduction step counted once: each look that places flowers, sweep and lookahead. */
  steps: number;
  /** The looks that placed flowers. */
  placements: number;
  /** Those that needed more than the basic rules. */
  beyondBasics: number;
  candidateSweeps: number;
  lookaheads: number;
}

/**
 * How much reasoning a garden asks of a player who keeps no pencil marks: from the board alone,
 * the easiest deductions until one places a flower (or several at once), then again from the new
 * board, until the garden is full; null if deduction cannot finish it.
 *
 * The generator aims at something else, the hardest deduction a solve with notes needs and how
 * often (`WEEKLY_DIFFICULTY`), and never sees this. The year report (bench/bloom-year.ts) checks
 * the weekdays by it, so a step from one day to the next cannot come from the generator's own
 * levels, and counts each step once, so it cannot come from a weight we picked either (issue 33).
 */
export function solveEffort(givens: Candidates, clues: LineClues): SolveEffort | null {
  const effort: SolveEffort = {
    steps: 0,
    placements: 0,
    beyondBasics: 0,
    candidateSweeps: 0,
    lookaheads: 0,
  };
  let board = givens.slice();
  for (;;) {
    const open = (cell: number) => POPCOUNT[board[cell]!]! > 1;
    if (!board.some((_, cell) => open(cell))) return effort;
    const placesOne = (candidates: Candidates) =>
      candidates.some((mask, cell) => open(cell) && POPCOUNT[mask] === 1);
    const look = deduce(board, clues, 3, placesOne);
    if (!placesOne(look.candidates)) return null;
    effort.placements++;
    if (look.hardest > 1) effort.beyondBasics++;
    effort.candidateSweeps += look.candidateSweeps;
    effort.lookaheads += look.lookaheads;
    effort.steps += 1 + look.candidateSweeps + look.lookaheads;
    // What the player writes down: the flowers, not the candidates ruled out on the way.
    const { candidates } = look;
    board = board.map((mask, cell) =>
      POPCOUNT[candidates[cell]!] === 1 ? candidates[cell]! : mask,
    );
  }
}
