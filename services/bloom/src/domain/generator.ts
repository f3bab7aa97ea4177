import { cluesOf } from '@hub/proto';
import { ALL_TYPES, boardOf, CELLS, type Candidates } from './grid';
import { deduce, type DeductionLevel, type DeductionReport } from './deduction';
import { lineCluesOf, NO_CLUES, type LineClues } from './lines';
import { shuffle, type Random } from './random';
import { bitsOf, countSolutions, findSolution } from './solver';

export interface GeneratedPuzzle {
  /** The full garden, one bit per cell. */
  solution: Candidates;
  /** The margins: how many kinds of flower each row, then each column, of the solution holds. */
  clues: LineClues;
  /** The starters: the solution's cells that stay given; the others are open. */
  givens: Candidates;
  rating: DeductionReport;
}

/** A random valid garden: 25 flowers, no forbidden neighbours. */
export function randomGarden(random: Random): Candidates {
  const garden = findSolution(new Uint8Array(CELLS).fill(ALL_TYPES), NO_CLUES, (mask) =>
    shuffle(bitsOf(mask), random),
  );
  // The empty garden has solutions, so a search that tries every branch always finds one.
  if (!garden) throw new Error('No garden exists: the rules contradict themselves');
  return garden;
}

/**
 * Takes flowers away one at a time in random order, keeping each removal only while the garden
 * still has exactly one solution under its clues that deduction up to `maxLevel` reaches. What
 * remains is minimal for that order: no single starter more can go.
 */
export function carveStarters(
  solution: Candidates,
  clues: LineClues,
  random: Random,
  maxLevel: DeductionLevel,
): Candidates {
  const givens = solution.slice();
  for (const cell of shuffle(
    Array.from({ length: CELLS }, (_, i) => i),
    random,
  )) {
    const trial = givens.slice();
    trial[cell] = ALL_TYPES;
    // Uniqueness is the cheap test, so it goes first.
    if (countSolutions(trial, clues) !== 1) continue;
    if (!deduce(trial, clues, maxLevel).solved) continue;
    givens[cell] = ALL_TYPES;
  }
  return givens;
}

export function generatePuzzle(random: Random, maxLevel: DeductionLevel): GeneratedPuzzle {
  const solution = randomGarden(random);
  const clues = lineCluesOf(cluesOf(boardOf(solution)));
  const givens = carveStarters(solution, clues, random, maxLevel);
  return { solution, clues, givens, rating: deduce(givens, clues, maxLevel) };
}
