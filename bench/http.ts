// The daily path under load: `npm run bench:http` (a fresh build first). Starts a bare node:http
// server, then the site as `npm start` runs it, then as `npm run start:services` runs it, each in
// processes of its own, and prints one table: requests per second, p50, p99 and errors at 100
// connections, and each row's share of bare Node's rate in the same run. Set BENCH_SECONDS for
// longer runs. A benchmark, not a test: it fails only when a request fails.
import os from 'node:os';
import { measure, printTable, SECONDS, type Figures, type Row } from './http/measure';
import { returningGuest, signedInPlayer, timesToStats } from './http/players';
import { startBareNode, startServices, startStandalone, type Site } from './http/sites';

const DAILY_READS = [
  ['Wordree daily', '/api/puzzle-templates/daily'],
  ['Jotto daily', '/api/jotto/daily'],
  ['Bloom daily', '/api/bloom/daily'],
] as const;
/** The midnight spike: this many first visits to each game's daily, all three at once. */
const SPIKE_VISITS = 2_000;
const STATS_GAMES = Number(process.env.BENCH_STATS_GAMES ?? 50);

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

async function benchSite(site: Site): Promise<{ rows: Row[]; statsP99Ms: number }> {
  const rows: Row[] = [];
  const row = (what: string, figures: Figures) => rows.push({ site: site.name, what, ...figures });

  // First, the spike on cold caches, as at midnight: everyone arrives for the new puzzles at once.
  const spike = await Promise.all(
    DAILY_READS.map(([, path]) => measure({ url: site.url + path, amount: SPIKE_VISITS })),
  );
  row(`midnight spike: ${SPIKE_VISITS} first visits to each daily`, {
    rps: spike.reduce((sum, figures) => sum + figures.rps, 0),
    p50Ms: Math.max(...spike.map((figures) => figures.p50Ms)),
    p99Ms: Math.max(...spike.map((figures) => figures.p99Ms)),
    errors: spike.reduce((sum, figures) => sum + figures.errors, 0),
    requests: spike.reduce((sum, figures) => sum + figures.requests, 0),
    seconds: Math.max(...spike.map((figures) => figures.seconds)),
  });

  const guest = await returningGuest(site.url);
  for (const [name, path] of DAILY_READS) {
    row(`${name}, first visit (no cookie)`, await measure({ url: site.url + path }));
    row(
      `${name}, returning guest`,
      await measure({ url: site.url + path, headers: guest.headers }),
    );
  }
  const player = await signedInPlayer(site.url, site.name.replace(/\W+/g, '-'));
  row(
    '/api/user/stats, signed in',
    await measure({ url: `${site.url}/api/user/stats`, headers: player.headers }),
  );

  const times = await timesToStats(player, STATS_GAMES);
  return { rows, statsP99Ms: quantile(times, 0.99) };
}

const rows: Row[] = [];
const statsLatency: Record<string, string> = {};
const bareSite = await startBareNode();
const bare = await measure({ url: bareSite.url });
await bareSite.stop();
rows.push({ site: bareSite.name, what: 'hello world', ...bare });

for (const start of [startStandalone, startServices]) {
  const site = await start();
  try {
    const result = await benchSite(site);
    rows.push(...result.rows);
    statsLatency[site.name] = `${result.statsP99Ms.toFixed(0)} ms`;
  } finally {
    await site.stop();
  }
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `\n${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ` +
    `${SECONDS} s per row at 100 connections (the spike: a fixed number of requests)\n`,
);
printTable(rows, bare);
console.log(
  `\nA finished game in the player's stats, p99 of ${STATS_GAMES} games: ` +
    Object.entries(statsLatency)
      .map(([site, p99]) => `${site} ${p99}`)
      .join(', '),
);
const failed = rows.reduce((sum, row) => sum + row.errors, 0);
if (failed > 0) {
  console.error(`\n${failed} requests failed`);
  process.exitCode = 1;
}
