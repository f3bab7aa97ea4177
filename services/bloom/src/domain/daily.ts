import { FLOWER_TYPES, type BloomBoard, type BloomPlacement } from '@hub/proto';
import { boardOf, CELLS, positionOf, POPCOUNT, SINGLE_TYPE } from './grid';
import type { DeductionLevel, DeductionReport } from './deduction';
import { generatePuzzle, type GeneratedPuzzle } from './generator';
import type { Random } from './random';

/**
 * How hard each weekday's garden is (Monday easiest): the hardest deduction it needs, then how
 * many times that hardest deduction is needed. Each step is a clear step for the reader: a
 * harder kind of deduction, or the same one needed clearly more often (the year report,
 * bench/bloom-year.ts, checks an effect size of at least 0.5 between neighbouring days). Ranges
 * come from the measured spread of the generator's output (services/bloom/README.md).
 */
export interface DifficultyTarget {
  name: string;
  level: DeductionLevel;
  minSteps: number;
  maxSteps: number;
}

/** Indexed by day of the week, Sunday first (Date#getUTCDay). */
export const WEEKLY_DIFFICULTY: readonly DifficultyTarget[] = [
  { name: 'Fiendish', level: 3, minSteps: 5, maxSteps: Infinity },
  { name: 'Gentle', level: 1, minSteps: 0, maxSteps: Infinity },
  { name: 'Easy', level: 2, minSteps: 1, maxSteps: 1 },
  { name: 'Medium', level: 2, minSteps: 3, maxSteps: Infinity },
  { name: 'Tricky', level: 3, minSteps: 1, maxSteps: 1 },
  { name: 'Hard', level: 3, minSteps: 2, maxSteps: 2 },
  { name: 'Expert', level: 3, minSteps: 3, maxSteps: 4 },
];

/**
 * No day gives more than this many starters: a garden that needs more to be unique is mostly
 * given away (the median candidate needs 9 or 10, a few need 20), so it is passed over.
 */
export const MAX_STARTERS = 12;

/**
 * Far more than any target needs: the rarest, Fiendish, keeps about 1 candidate in 180, so 2,000
 * in a row miss it about once in 60,000 days (the closest candidate then stands in).
 */
const MAX_CANDIDATES = 2_000;

export interface DailyPuzzle {
  dayKey: string;
  difficulty: string;
  starters: BloomPlacement[];
  solution: BloomBoard;
  rating: Pick<DeductionReport, 'hardest' | 'candidateSweeps' | 'lookaheads'>;
  /** How many candidates the generator made before one fit the day: for the README's figures. */
  candidatesTried: number;
}

export function difficultyFor(dayKey: string): DifficultyTarget {
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number];
  return WEEKLY_DIFFICULTY[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
}

type Rating = DailyPuzzle['rating'];

const stepsAt = (rating: Rating, level: DeductionLevel) =>
  level === 3 ? rating.lookaheads : level === 2 ? rating.candidateSweeps : 0;

/** How far a candidate is from the day's target; 0 means it fits. */
function distance(target: DifficultyTarget, puzzle: GeneratedPuzzle): number {
  const { rating } = puzzle;
  const extraStarters = Math.max(0, startersOf(puzzle.givens).length - MAX_STARTERS);
  if (rating.hardest !== target.level) {
    return 1_000 * Math.abs(rating.hardest - target.level) + extraStarters;
  }
  const steps = stepsAt(rating, target.level);
  return Math.max(0, target.minSteps - steps, steps - target.maxSteps) + 100 * extraStarters;
}

/**
 * A garden for a day, of its weekday's difficulty: candidates come from `random` until one fits
 * the target. The service passes a cryptographic source, so nothing public tells the garden and
 * the stored one is the only copy (docs/architecture.md#daily-puzzles); tests and benchmarks may
 * pass a seeded one.
 */
export function generateDailyPuzzle(dayKey: string, random: Random): DailyPuzzle {
  const target = difficultyFor(dayKey);
  let best: GeneratedPuzzle | null = null;
  let bestDistance = Infinity;
  let tried = 0;
  while (tried < MAX_CANDIDATES && bestDistance > 0) {
    const candidate = generatePuzzle(random, target.level);
    tried++;
    const off = distance(target, candidate);
    if (off < bestDistance) {
      best = candidate;
      bestDistance = off;
    }
  }
  const { solution, givens, rating } = best!;
  return {
    dayKey,
    difficulty: target.name,
    starters: startersOf(givens),
    solution: boardOf(solution),
    rating: {
      hardest: rating.hardest,
      candidateSweeps: rating.candidateSweeps,
      lookaheads: rating.lookaheads,
    },
    candidatesTried: tried,
  };
}

function startersOf(givens: Uint8Array): BloomPlacement[] {
  const starters: BloomPlacement[] = [];
  for (let i = 0; i < CELLS; i++) {
    if (POPCOUNT[givens[i]!] !== 1) continue;
    starters.push({ ...positionOf(i), type: FLOWER_TYPES[SINGLE_TYPE[givens[i]!]!]! });
  }
  return starters;
}
