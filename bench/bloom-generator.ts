// Bloom's puzzle generator: time per kept puzzle, share of candidates kept and starters per
// weekday difficulty. Run with `npx tsx bench/bloom-generator.ts [weeks]` (default 12 weeks).
import { addDays } from '@hub/proto';
import {
  candidatesFromPlacements,
  countSolutions,
  deduce,
  generateDailyPuzzle,
  generatePuzzle,
  POPCOUNT,
  seededRandom,
  WEEKLY_DIFFICULTY,
} from '@hub/bloom/domain';

const weeks = Number(process.argv[2] ?? 12);
const FIRST_MONDAY = '2025-01-06';

interface Tally {
  days: number;
  ms: number[];
  tried: number;
  starters: number[];
  lookaheads: number;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

console.log(`Daily puzzles over ${weeks} weeks (${weeks * 7} days), one weekday per row\n`);
const tallies = new Map<string, Tally>();
for (let day = 0; day < weeks * 7; day++) {
  const key = addDays(FIRST_MONDAY, day);
  const started = performance.now();
  const puzzle = generateDailyPuzzle(key, seededRandom(`bench-daily:${key}`));
  const ms = performance.now() - started;
  const tally = tallies.get(puzzle.difficulty) ?? {
    days: 0,
    ms: [],
    tried: 0,
    starters: [],
    lookaheads: 0,
  };
  tally.days++;
  tally.ms.push(ms);
  tally.tried += puzzle.candidatesTried;
  tally.starters.push(puzzle.starters.length);
  tally.lookaheads += puzzle.rating.lookaheads;
  tallies.set(puzzle.difficulty, tally);

  // Every daily is re-proven here too: one solution, reached by deduction alone.
  const givens = candidatesFromPlacements(puzzle.starters);
  if (countSolutions(givens) !== 1 || !deduce(givens).solved) {
    throw new Error(`${key}: not a fair puzzle`);
  }
}

const rows = [...WEEKLY_DIFFICULTY.slice(1), WEEKLY_DIFFICULTY[0]!].map((target) => {
  const tally = tallies.get(target.name)!;
  return {
    difficulty: target.name,
    level: target.level,
    'ms per kept (mean)': mean(tally.ms).toFixed(1),
    'ms per kept (p95)': percentile(tally.ms, 0.95).toFixed(1),
    'candidates kept': `${((100 * tally.days) / tally.tried).toFixed(0)}%`,
    'starters (mean)': mean(tally.starters).toFixed(2),
    'starters (min-max)': `${Math.min(...tally.starters)}-${Math.max(...tally.starters)}`,
    'lookaheads (mean)': (tally.lookaheads / tally.days).toFixed(1),
  };
});
console.table(rows);

console.log('\nRaw candidates (one garden, starters carved while unique and deducible)\n');
const raw = ([1, 2, 3] as const).map((level) => {
  const count = 300;
  const ms: number[] = [];
  const starters: number[] = [];
  const hardest = [0, 0, 0, 0];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const puzzle = generatePuzzle(seededRandom(`bench-${level}-${i}`), level);
    ms.push(performance.now() - started);
    starters.push(puzzle.givens.filter((mask) => POPCOUNT[mask] === 1).length);
    hardest[puzzle.rating.hardest]!++;
  }
  return {
    'max level': level,
    candidates: count,
    'ms each (mean)': mean(ms).toFixed(2),
    'ms each (p95)': percentile(ms, 0.95).toFixed(2),
    'starters (mean)': mean(starters).toFixed(2),
    'need level 1/2/3': hardest.slice(1).join(' / '),
  };
});
console.table(raw);
