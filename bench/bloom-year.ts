// A year of Bloom dailies from a seeded stream, and the measures the game promises of them: no
// garden twice, hundreds of different shapes (recolourings count once), every daily unique and
// solved by deduction alone, harder through the week, fast enough for the scheduler. Prints them
// and exits non-zero when one fails. Run with `npx tsx bench/bloom-year.ts [days]` (default 365).
import { addDays, cluesOf } from '@hub/proto';
import {
  candidatesFromPlacements,
  countShapes,
  countSolutions,
  deduce,
  deductionDepth,
  generateDailyPuzzle,
  lineCluesOf,
  MAX_STARTERS,
  seededRandom,
  WEEKLY_DIFFICULTY,
} from '@hub/bloom/domain';

const days = Number(process.argv[2] ?? 365);
const FIRST_MONDAY = '2026-01-05';
/** The scheduler makes 15 days at start: this keeps that to a few seconds on a shared core. */
const MS_PER_DAY_BUDGET = 250;
const MIN_SHAPES = Math.ceil((300 / 365) * days);

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;

interface Day {
  key: string;
  difficulty: string;
  ms: number;
  starters: number;
  depth: number;
  tried: number;
  fair: boolean;
  solution: string;
}

const year: Day[] = [];
const solutions = [];
for (let i = 0; i < days; i++) {
  const key = addDays(FIRST_MONDAY, i);
  const started = performance.now();
  const puzzle = generateDailyPuzzle(key, seededRandom(`bloom-year:${key}`));
  const ms = performance.now() - started;
  // Re-proven here, from what a player gets: the starters and the clues.
  const givens = candidatesFromPlacements(puzzle.starters);
  const clues = lineCluesOf(cluesOf(puzzle.solution));
  const fair = countSolutions(givens, clues) === 1 && deduce(givens, clues).solved;
  solutions.push(puzzle.solution);
  year.push({
    key,
    difficulty: puzzle.difficulty,
    ms,
    starters: puzzle.starters.length,
    depth: deductionDepth(puzzle.rating),
    tried: puzzle.candidatesTried,
    fair,
    solution: JSON.stringify(puzzle.solution),
  });
}

// Monday first, as the week gets harder.
const week = [...WEEKLY_DIFFICULTY.slice(1), WEEKLY_DIFFICULTY[0]!];
const rows = week.map((target) => {
  const of = year.filter((day) => day.difficulty === target.name);
  return {
    difficulty: target.name,
    target: `level ${target.level}, ${target.minSteps}-${target.maxSteps === Infinity ? '' : target.maxSteps}`,
    days: of.length,
    'depth (mean)': mean(of.map((day) => day.depth)),
    'starters (mean)': mean(of.map((day) => day.starters)),
    'starters (min-max)': `${Math.min(...of.map((day) => day.starters))}-${Math.max(...of.map((day) => day.starters))}`,
    'candidates per day': mean(of.map((day) => day.tried)),
    'ms per day (mean)': mean(of.map((day) => day.ms)),
  };
});
console.log(`${days} dailies from ${FIRST_MONDAY}, seeded\n`);
console.table(
  rows.map((row) => ({
    ...row,
    'depth (mean)': row['depth (mean)'].toFixed(1),
    'starters (mean)': row['starters (mean)'].toFixed(2),
    'candidates per day': row['candidates per day'].toFixed(1),
    'ms per day (mean)': row['ms per day (mean)'].toFixed(1),
  })),
);

const repeats = days - new Set(year.map((day) => day.solution)).size;
const shapes = countShapes(solutions);
const fair = year.filter((day) => day.fair).length;
const ms = year.map((day) => day.ms);
const depths = rows.map((row) => row['depth (mean)']);
const ordered =
  depths.every((depth, i) => i === 0 || depth >= depths[i - 1]!) &&
  depths[0]! < depths[depths.length - 1]!;
const maxStarters = Math.max(...year.map((day) => day.starters));

const checks: [string, string, boolean][] = [
  ['solutions repeated', `${repeats}`, repeats === 0],
  ['distinct shapes (up to recolouring)', `${shapes} (need ${MIN_SHAPES})`, shapes >= MIN_SHAPES],
  ['unique and solved by deduction', `${fair} of ${days}`, fair === days],
  ['depth by weekday, Mon to Sun', depths.map((d) => d.toFixed(1)).join(' ≤ '), ordered],
  [
    'most starters in a day',
    `${maxStarters} (at most ${MAX_STARTERS})`,
    maxStarters <= MAX_STARTERS,
  ],
  [
    'ms per day (mean, p95, max)',
    `${mean(ms).toFixed(1)}, ${percentile(ms, 0.95).toFixed(1)}, ${Math.max(...ms).toFixed(1)} (mean at most ${MS_PER_DAY_BUDGET})`,
    mean(ms) <= MS_PER_DAY_BUDGET,
  ],
];
console.log();
for (const [name, value, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${value}`);
if (checks.some(([, , ok]) => !ok)) process.exitCode = 1;
