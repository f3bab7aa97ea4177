/**
 * The bundle size budget (issue 15: the first screen under 2.5 s on a phone), checked in CI after
 * `npm run build:web`: `npm run check:size`. Sizes are brotli at the quality the build serves
 * (vite.config.ts writes the .br copies), in kB of 1000 bytes, as Vite's own build report.
 *
 * - The first screen: what a first visit to / downloads before it shows, i.e. the entry with every
 *   chunk it imports (index.html modulepreloads them) and the route /, which carries the landing
 *   page: at most 100 kB. React and react-dom alone are about 60 kB of it.
 * - Any one chunk: at most 95 kB for the entry (React, the router, TanStack Query, the shell and
 *   the landing page) and 25 kB for every other chunk (a game page and what it alone uses; zod),
 *   so a page that grows past its share shows up here, not as a slow phone.
 *
 * Prints a table of the chunks; exits 1 when a budget is exceeded, 2 when there is no build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const FIRST_SCREEN_BUDGET_KB = 100;
// 95 since the entry holds the whole first screen (web/vite.config.ts): the JSX runtime and the
// icon helpers were chunks of their own beside it, each one request more, 5.5 kB in all.
const ENTRY_CHUNK_BUDGET_KB = 95;
const LAZY_CHUNK_BUDGET_KB = 25;

/**
 * The route / (Home, which carries the landing page): bundled into the entry today; should it
 * become a lazy chunk again, the manifest lists it under this key, and it is counted with its own.
 */
const FIRST_SCREEN_ROUTES = ['src/pages/Home.tsx'];

/**
 * What a first visit loads once the first screen is up, listed apart: the schemas (zod) that parse
 * /api/config's answer for the footer. Held to the per-chunk budget, not the first screen's.
 */
const AFTER_FIRST_SCREEN = ['src/api/schemas/site.ts'];

/** How many lazy chunks the table lists, the largest first; one line sums up the rest. */
const LISTED_OTHERS = 8;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifestPath = `${dist}.vite/manifest.json`;
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build:web\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

function brotliKb(file: string): number {
  const source = readFileSync(dist + file);
  const compressed = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  return compressed.length / 1000;
}

/** A chunk's key and every key it statically imports, however deep. */
function withImports(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest: update size-budget.ts.`);
  into.add(key);
  for (const imported of chunk.imports ?? []) withImports(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('The manifest names no entry.');
const firstScreen = new Set<string>();
const routeChunks = FIRST_SCREEN_ROUTES.filter((key) => key in manifest);
for (const key of [entryKey, ...routeChunks]) withImports(key, firstScreen);
const afterFirstScreen = new Set<string>();
for (const key of AFTER_FIRST_SCREEN) withImports(key, afterFirstScreen);

type Group = 'first screen of /' | 'then, on a first visit' | 'lazy chunks, largest first';
const groupOf = (key: string): Group =>
  firstScreen.has(key)
    ? 'first screen of /'
    : afterFirstScreen.has(key)
      ? 'then, on a first visit'
      : 'lazy chunks, largest first';

interface Row {
  file: string;
  kb: number;
  budget: number;
  group: Group;
}
const rows: Row[] = Object.entries(manifest)
  .filter(([, chunk]) => chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({
    file: chunk.file.replace(/^assets\//, ''),
    kb: brotliKb(chunk.file),
    budget: chunk.isEntry ? ENTRY_CHUNK_BUDGET_KB : LAZY_CHUNK_BUDGET_KB,
    group: groupOf(key),
  }))
  .sort((a, b) => b.kb - a.kb);

const inGroup = (group: Group) => rows.filter((row) => row.group === group);
const total = (group: Row[]) => group.reduce((sum, row) => sum + row.kb, 0);
const firstTotal = total(inGroup('first screen of /'));

const kb = (n: number) => n.toFixed(1);
const line = (name: string, size: string, budget = '', note = '') =>
  console.log(`${name.padEnd(40)} ${size.padStart(7)} ${budget.padStart(7)}  ${note}`.trimEnd());
const rowLine = (row: Row) =>
  line(row.file, kb(row.kb), kb(row.budget), row.kb > row.budget ? 'OVER BUDGET' : '');

line('chunk (kB brotli)', 'size', 'budget');
console.log('first screen of /');
inGroup('first screen of /').forEach(rowLine);
line(
  '  total',
  kb(firstTotal),
  kb(FIRST_SCREEN_BUDGET_KB),
  firstTotal > FIRST_SCREEN_BUDGET_KB ? 'OVER BUDGET' : '',
);
const later = inGroup('then, on a first visit');
console.log('then, on a first visit');
later.forEach(rowLine);
line('  first visit in all', kb(firstTotal + total(later)));
const lazy = inGroup('lazy chunks, largest first');
console.log('lazy chunks, largest first');
lazy.slice(0, LISTED_OTHERS).forEach(rowLine);
const rest = lazy.slice(LISTED_OTHERS);
if (rest.length > 0) line(`  ${rest.length} more, each at most`, kb(rest[0]!.kb));

const failures = [
  ...(firstTotal > FIRST_SCREEN_BUDGET_KB
    ? [`the first screen is ${kb(firstTotal)} kB, over ${FIRST_SCREEN_BUDGET_KB} kB`]
    : []),
  ...rows
    .filter((row) => row.kb > row.budget)
    .map((row) => `${row.file} is ${kb(row.kb)} kB, over ${row.budget} kB`),
];
if (failures.length > 0) {
  console.error(`\nSize budget exceeded: ${failures.join('; ')}.`);
  process.exit(1);
}
console.log('\nWithin the size budget.');
