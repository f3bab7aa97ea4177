// The first screen on a phone (issue 15): `npm run bench:web` (a fresh build first). Starts the
// site as `npm start` runs it, runs Lighthouse's mobile audit on the landing page and each game's
// page a few times (BENCH_LIGHTHOUSE_RUNS, default 3) in headless Chromium (CHROME_PATH, default
// /usr/bin/chromium), and prints one table of the median runs against the targets. A benchmark,
// not a test: it fails only when a page cannot be measured.
//
// While working on one page: BENCH_WEB_PAGES=/game/bloom,/game/wordree measures only those, and
// BENCH_WEB_REPORTS=<folder> keeps each run's Lighthouse JSON there (treemap, unused JavaScript,
// long tasks, the LCP element and its phases) to see what a figure is made of.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import { CHROMIUM_FLAGS } from '../tests/support/browser';
import { startStandalone } from './http/sites';
import { measurePage, medianRun, type PageFigures } from './web/lighthouse';

const ALL_PAGES = ['/', '/game/wordree', '/game/jotto', '/game/bloom'];
const PAGES = process.env.BENCH_WEB_PAGES
  ? process.env.BENCH_WEB_PAGES.split(',').map((page) => page.trim())
  : ALL_PAGES;
const REPORTS = process.env.BENCH_WEB_REPORTS;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Issue 15's targets; a figure that misses its target is marked in the table. */
const MEETS: Record<keyof PageFigures, ((value: number) => boolean) | null> = {
  performance: (score) => score >= 95,
  accessibility: (score) => score === 100,
  lcpS: (seconds) => seconds <= 2.5,
  tbtMs: (ms) => ms <= 150,
  cls: (shift) => shift <= 0.05,
  jsKb: null,
};
const TARGETS =
  'targets: performance ≥ 95, accessibility 100, LCP ≤ 2.5 s, TBT ≤ 150 ms, CLS ≤ 0.05';

function cell(figure: keyof PageFigures, value: number, digits: number): string {
  const meets = MEETS[figure];
  return `${value.toFixed(digits)}${meets && !meets(value) ? ' ✗' : ''}`;
}

const site = await startStandalone();
const chrome = await launch({
  chromePath: CHROME_PATH,
  // As the browser tests launch it: its own work would only add to the page's main thread.
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const table: Record<string, string>[] = [];
try {
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  for (const page of PAGES) {
    const runs: PageFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { figures, report } = await measurePage(site.url + page, chrome.port);
      runs.push(figures);
      if (REPORTS) {
        const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`;
        writeFileSync(path.join(REPORTS, name), report);
      }
    }
    const median = medianRun(runs);
    table.push({
      page,
      performance: cell('performance', median.performance, 0),
      accessibility: cell('accessibility', median.accessibility, 0),
      'LCP s': cell('lcpS', median.lcpS, 2),
      'TBT ms': cell('tbtMs', median.tbtMs, 0),
      CLS: cell('cls', median.cls, 3),
      'JS kB': cell('jsKb', median.jsKb, 1),
      // Every run, not only the median's: one run's blocking time can be twice another's.
      'performance, all runs': runs.map((figures) => figures.performance).join(' '),
      'TBT ms, all runs': runs.map((figures) => figures.tbtMs.toFixed(0)).join(' '),
      'LCP s, all runs': runs.map((figures) => figures.lcpS.toFixed(2)).join(' '),
    });
  }
} finally {
  chrome.kill();
  await site.stop();
}
console.table(table);
console.log(`${TARGETS}; ✗ marks a miss. Median of ${RUNS} run(s) by performance score.`);
