// Bloom's puzzle generator before any weekday target: one random garden, its clues, and starters
// carved at a given deepest deduction level. Time per candidate, starters left and the level (and
// steps) the result needs. The dailies themselves: bench/bloom-year.ts.
// Run with `npx tsx bench/bloom-generator.ts [candidates]` (default 1000 per level).
import { generatePuzzle, MAX_STARTERS, POPCOUNT, seededRandom } from '@hub/bloom/domain';

const count = Number(process.argv[2] ?? 1000);

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

console.log(
  `${count} candidates at each deepest level (starters carved while unique and deducible)\n`,
);
const rows = ([1, 2, 3] as const).map((level) => {
  const ms: number[] = [];
  const starters: number[] = [];
  const hardest = [0, 0, 0, 0];
  const steps: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const puzzle = generatePuzzle(seededRandom(`bench-${level}-${i}`), level);
    ms.push(performance.now() - started);
    starters.push(puzzle.givens.filter((mask) => POPCOUNT[mask] === 1).length);
    hardest[puzzle.rating.hardest]!++;
    if (puzzle.rating.hardest === 2 && level === 2) steps.push(puzzle.rating.candidateSweeps);
    if (puzzle.rating.hardest === 3) steps.push(puzzle.rating.lookaheads);
  }
  return {
    'max level': level,
    'ms each (mean)': mean(ms).toFixed(2),
    'ms each (p95)': percentile(ms, 0.95).toFixed(2),
    'starters (mean)': mean(starters).toFixed(2),
    'starters (p50 / p90 / max)': `${percentile(starters, 0.5)} / ${percentile(starters, 0.9)} / ${Math.max(...starters)}`,
    [`starters ≤ ${MAX_STARTERS}`]: `${((100 * starters.filter((n) => n <= MAX_STARTERS).length) / count).toFixed(0)}%`,
    'need level 1/2/3': hardest.slice(1).join(' / '),
    'steps when max level needed (mean, max)': steps.length
      ? `${mean(steps).toFixed(1)}, ${Math.max(...steps)}`
      : '-',
  };
});
console.table(rows);
