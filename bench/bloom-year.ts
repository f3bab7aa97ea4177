// A year of Bloom dailies from a seeded stream, and the measures the game promises of them: no
// garden twice, hundreds of different shapes (recolourings count once), every daily unique and
// solved by deduction alone, harder through the week, fast enough for the scheduler. Prints them
// and exits non-zero when one fails. Run with `npx tsx bench/bloom-year.ts [days]` (default 365).
//
// "Harder" is measured by what the generator does not aim at: each garden is re-solved from what
// a player gets (starters and clues) as a player without pencil marks would (`solveEffort`), and
// each weekday must take more deduction steps than the one before by an effect size (Cohen's d)
// of at least 0.5. Beside it, for the reader: the cells to fill, the looks that needed more than
// the basic rules, and the lookaheads.
import { addDays, cluesOf } from '@hub/proto';
import {
  candidatesFromPlacements,
  countShapes,
  countSolutions,
  deduce,
  generateDailyPuzzle,
  lineCluesOf,
  MAX_STARTERS,
  seededRandom,
  solveEffort,
  WEEKLY_DIFFICULTY,
  type SolveEffort,
} from '@hub/bloom/domain';

const days = Number(process.argv[2] ?? 365);
const FIRST_MONDAY = '2026-01-05';
/** The scheduler makes 15 days at start: this keeps that to a few seconds on a shared core. */
const MS_PER_DAY_BUDGET = 250;
const MIN_SHAPES = Math.ceil((300 / 365) * days);

/** The smallest step between neighbouring weekdays, as Cohen's d on the deduction steps. */
const MIN_EFFECT_SIZE = 0.5;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;
const deviation = (values: number[]) => {
  const centre = mean(values);
  return Math.sqrt(
    values.reduce((sum, value) => sum + (value - centre) ** 2, 0) / (values.length - 1),
  );
};
/** Cohen's d of `after` over `before`, with the pooled standard deviation. */
function effectSize(before: number[], after: number[]): number {
  const gap = mean(after) - mean(before);
  const pooled = Math.sqrt((deviation(before) ** 2 + deviation(after) ** 2) / 2);
  return pooled === 0 ? (gap === 0 ? 0 : Math.sign(gap) * Infinity) : gap / pooled;
}

interface Day {
  key: string;
  difficulty: string;
  ms: number;
  starters: number;
  effort: SolveEffort;
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
  const effort = solveEffort(givens, clues);
  const fair = countSolutions(givens, clues) === 1 && deduce(givens, clues).solved && !!effort;
  solutions.push(puzzle.solution);
  year.push({
    key,
    difficulty: puzzle.difficulty,
    ms,
    starters: puzzle.starters.length,
    effort: effort!,
    tried: puzzle.candidatesTried,
    fair,
    solution: JSON.stringify(puzzle.solution),
  });
}

// Monday first, as the week gets harder.
const week = [...WEEKLY_DIFFICULTY.slice(1), WEEKLY_DIFFICULTY[0]!].map((target) => ({
  target,
  days: year.filter((day) => day.difficulty === target.name),
}));
const range = (values: number[]) => `${Math.min(...values)}-${Math.max(...values)}`;
console.log(`${days} dailies from ${FIRST_MONDAY}, seeded\n`);
console.table(
  week.map(({ target, days: of }) => ({
    difficulty: target.name,
    target: `level ${target.level}, ${target.minSteps}-${target.maxSteps === Infinity ? '' : target.maxSteps}`,
    days: of.length,
    'starters (mean)': mean(of.map((day) => day.starters)).toFixed(2),
    'starters (min-max)': range(of.map((day) => day.starters)),
    'candidates per day': mean(of.map((day) => day.tried)).toFixed(1),
    'ms per day (mean)': mean(of.map((day) => day.ms)).toFixed(1),
  })),
);

/** A measure per weekday: its mean ± sd, and its effect size over the day before. */
const measure = (of: (day: Day) => number) =>
  week.map(({ days: on }, i) => {
    const values = on.map(of);
    const d = i === 0 ? NaN : effectSize(week[i - 1]!.days.map(of), values);
    return { values, d, text: `${mean(values).toFixed(1)} ± ${deviation(values).toFixed(1)}` };
  });
const showD = (d: number) => (Number.isNaN(d) ? '' : d === Infinity ? '∞' : d.toFixed(2));
const effort = measure((day) => day.effort.steps);
const open = measure((day) => 25 - day.starters);
const beyond = measure((day) => day.effort.beyondBasics);
const lookaheads = measure((day) => day.effort.lookaheads);
console.log(
  '\nHow hard, re-solved from the starters and clues by a player without pencil marks (d: effect size over the day before)',
);
console.table(
  week.map(({ target }, i) => ({
    difficulty: target.name,
    'deduction steps': effort[i]!.text,
    d: showD(effort[i]!.d),
    'open cells': open[i]!.text,
    'd (open)': showD(open[i]!.d),
    'looks beyond basics': beyond[i]!.text,
    'd (beyond)': showD(beyond[i]!.d),
    lookaheads: lookaheads[i]!.text,
  })),
);

const repeats = days - new Set(year.map((day) => day.solution)).size;
const shapes = countShapes(solutions);
const fair = year.filter((day) => day.fair).length;
const ms = year.map((day) => day.ms);
const steps = effort.slice(1).map((day) => day.d);
const maxStarters = Math.max(...year.map((day) => day.starters));

const checks: [string, string, boolean][] = [
  ['solutions repeated', `${repeats}`, repeats === 0],
  ['distinct shapes (up to recolouring)', `${shapes} (need ${MIN_SHAPES})`, shapes >= MIN_SHAPES],
  ['unique and solved by deduction', `${fair} of ${days}`, fair === days],
  [
    `harder each weekday, Mon to Sun (d of deduction steps at least ${MIN_EFFECT_SIZE})`,
    steps.map(showD).join(', '),
    steps.every((d) => d >= MIN_EFFECT_SIZE),
  ],
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
