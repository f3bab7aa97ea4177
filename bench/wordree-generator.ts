/**
 * Wordree's puzzle generator, measured: `npx tsx bench/wordree-generator.ts`.
 * Prints the time per kept template, the rejection rate and what the kept puzzles hold.
 */
import { WORDREE_DIFFICULTIES } from '@hub/proto';
import { lexicon } from '@hub/words';
import { DIFFICULTIES, judgeGrid, rollLetters, seededRandom, Trie } from '@hub/wordree/domain';

const KEPT_PER_DIFFICULTY = 200;

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;
const spread = (values: number[]) =>
  `${quantile(values, 0.1)}/${quantile(values, 0.5)}/${quantile(values, 0.9)}`;

const words = lexicon();
const trie = Trie.build(words.valid, words.common);
const random = seededRandom(7);

console.log(
  `Generator (${KEPT_PER_DIFFICULTY} kept templates per difficulty; figures p10/p50/p90)`,
);
for (const difficulty of WORDREE_DIFFICULTIES) {
  const preset = DIFFICULTIES[difficulty];
  const kept = [];
  let rolled = 0;
  const started = performance.now();
  while (kept.length < KEPT_PER_DIFFICULTY) {
    rolled++;
    const judged = judgeGrid(difficulty, rollLetters(preset, random), trie);
    if (judged) kept.push(judged);
  }
  const perKept = (performance.now() - started) / kept.length;
  console.log(
    `  ${difficulty.padEnd(6)} ${preset.gridSize}x${preset.gridSize}: ${perKept.toFixed(2)} ms per kept template; ` +
      `${(((rolled - kept.length) / rolled) * 100).toFixed(0)}% of grids rejected`,
  );
  console.log(
    `         all words ${spread(kept.map((t) => t.possibleWords))}, common ${spread(kept.map((t) => t.commonWords))}, ` +
      `proven chain ${spread(kept.map((t) => t.chainWords))} words, target ${spread(kept.map((t) => t.targetScore))}`,
  );
}
