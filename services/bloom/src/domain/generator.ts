import { ALL_TYPES, CELLS, type Candidates } from './grid';
import { deduce, type DeductionLevel, type DeductionReport } from './deduction';
import { shuffle, type Random } from './random';
import { bitsOf, countSolutions, findSolution } from './solver';

export interface GeneratedPuzzle {
  /** The full garden, one bit per cell. */
  solution: Candidates;
  /** The starters: the solution's cells that stay given; the others are open. */
  givens: Candidates;
  rating: DeductionReport;
}

/** A random valid garden: 25 flowers, 5 of each, no forbidden neighbours. */
export function randomGarden(random: Random): Candidates {
  const garden = findSolution(new Uint8Array(CELLS).fill(ALL_TYPES), (mask) =>
    shuffle(bitsOf(mask), random),
  );
  // The empty garden has solutions, so a search that tries every branch always finds one.
  if (!garden) throw new Error('No garden exists: the rules contradict themselves');
  return garden;
}

/**
 * Takes flowers away one at a time in random order, keeping each removal only while the garden
 * still has exactly one solution that deduction up to `maxLevel` reaches. What remains is
 * minimal for that order: no single starter more can go.
 */
export function carveStarters(
  solution: Candidates,
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
    if (countSolutions(trial) !== 1) continue;
    if (!deduce(trial, maxLevel).solved) continue;
    givens[cell] = ALL_TYPES;
  }
  return givens;
}

export function generatePuzzle(random: Random, maxLevel: DeductionLevel): GeneratedPuzzle {
  const solution = randomGarden(random);
  const givens = carveStarters(solution, random, maxLevel);
  return { solution, givens, rating: deduce(givens, maxLevel) };
}
