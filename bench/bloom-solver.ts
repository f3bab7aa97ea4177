// Bloom's solvers on generated puzzles: the solution counter (stops at 2), the deduction-only
// solver and the hint's next-step search. Run with `npx tsx bench/bloom-solver.ts [puzzles]`.
import {
  countSolutions,
  deduce,
  generatePuzzle,
  nextDeducibleCell,
  seededRandom,
} from '@hub/bloom/domain';

const count = Number(process.argv[2] ?? 300);
const puzzles = Array.from({ length: count }, (_, i) =>
  generatePuzzle(seededRandom(`solver-bench-${i}`), (1 + (i % 3)) as 1 | 2 | 3),
);

function time(label: string, run: (givens: Uint8Array, clues: Uint8Array) => unknown, repeat = 20) {
  const perPuzzle: number[] = [];
  for (const { givens, clues } of puzzles) {
    const started = performance.now();
    for (let i = 0; i < repeat; i++) run(givens, clues);
    perPuzzle.push((performance.now() - started) / repeat);
  }
  perPuzzle.sort((a, b) => a - b);
  const mean = perPuzzle.reduce((sum, value) => sum + value, 0) / perPuzzle.length;
  return {
    operation: label,
    'µs mean': (mean * 1000).toFixed(0),
    'µs p50': (perPuzzle[Math.floor(perPuzzle.length / 2)]! * 1000).toFixed(0),
    'µs p95': (perPuzzle[Math.floor(perPuzzle.length * 0.95)]! * 1000).toFixed(0),
    'µs max': (perPuzzle[perPuzzle.length - 1]! * 1000).toFixed(0),
  };
}

console.log(`${count} generated puzzles, a third at each deduction level\n`);
console.table([
  time('countSolutions (limit 2)', (givens, clues) => countSolutions(givens, clues)),
  time('deduce (levels 1-3)', (givens, clues) => deduce(givens, clues)),
  time('hint: next deducible cell', (givens, clues) => nextDeducibleCell(givens, clues)),
]);
