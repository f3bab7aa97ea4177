/**
 * Wordree's dictionary and solver, measured: `npx tsx bench/wordree-solver.ts`.
 * Prints the trie's build time and memory, and the solver's time per grid of each difficulty.
 */
import { WORDREE_DIFFICULTIES } from '@hub/proto';
import { lexicon } from '@hub/words';
import {
  DIFFICULTIES,
  generateTemplate,
  makeGrid,
  seededRandom,
  solve,
  Trie,
} from '@hub/wordree/domain';

const GRIDS_PER_DIFFICULTY = 300;

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;
const ms = (value: number) => `${value.toFixed(3)} ms`;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Retained memory: the JS heap plus array buffers (where the trie's typed arrays live). */
function heapAfterGc(): number {
  globalThis.gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

const heapBefore = heapAfterGc();
let started = performance.now();
const words = lexicon();
const lexiconMs = performance.now() - started;
const heapWithLexicon = heapAfterGc();

started = performance.now();
const trie = Trie.build(words.valid, words.common);
const trieMs = performance.now() - started;
const heapWithTrie = heapAfterGc();

console.log('Dictionary');
console.log(`  words: ${words.valid.size} valid, ${words.common.size} common`);
console.log(`  lexicon load: ${ms(lexiconMs)}; memory +${mb(heapWithLexicon - heapBefore)}`);
console.log(
  `  trie build: ${ms(trieMs)}; ${trie.nodeCount} nodes in ${mb(trie.byteSize)} of typed arrays; memory +${mb(heapWithTrie - heapWithLexicon)}`,
);
if (!globalThis.gc)
  console.log(
    '  (memory includes garbage: run `node --expose-gc --import tsx bench/wordree-solver.ts` for retained figures)',
  );

started = performance.now();
const lookups = 1_000_000;
let hits = 0;
const probe = ['crane', 'house', 'xqzvt', 'trees', 'zebra'];
for (let i = 0; i < lookups; i++) if (words.isValid(probe[i % probe.length]!)) hits++;
console.log(
  `  lookup: ${(((performance.now() - started) * 1000) / lookups).toFixed(3)} µs each (${hits} hits)`,
);

console.log(`\nSolver (${GRIDS_PER_DIFFICULTY} generated grids per difficulty)`);
const random = seededRandom(42);
for (const difficulty of WORDREE_DIFFICULTIES) {
  const { gridSize } = DIFFICULTIES[difficulty];
  const grids = Array.from({ length: GRIDS_PER_DIFFICULTY }, () =>
    makeGrid(gridSize, generateTemplate(difficulty, trie, random).letters),
  );
  const times: number[] = [];
  const found: number[] = [];
  for (const grid of grids) {
    const start = performance.now();
    const solutions = solve(grid, trie);
    times.push(performance.now() - start);
    found.push(solutions.length);
  }
  console.log(
    `  ${difficulty.padEnd(6)} ${gridSize}x${gridSize}: p50 ${ms(quantile(times, 0.5))}, p90 ${ms(quantile(times, 0.9))}, max ${ms(Math.max(...times))}; words p10/p50/p90 ${quantile(found, 0.1)}/${quantile(found, 0.5)}/${quantile(found, 0.9)}`,
  );
}
