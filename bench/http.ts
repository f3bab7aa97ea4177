// The daily path under load: `npm run bench:http` (a fresh build first). Starts a bare node:http
// server, a bare Express app and a bare Fastify app (the floors), the least a returning guest's
// daily read needs on its own (sites.ts, `startBareDailyRead`) and the least one hop between two
// processes costs (`startBareHop`, the CPU of its proxy beside the gateway's), then the site as
// `npm start` runs it with no settings (embedded Postgres, sessions in it), as `npm start` runs
// with a Redis and a NATS, and as `npm run start:services` runs it, each in processes of its own,
// and prints one table: requests per second, p50, p99 and errors at 100 connections, and each
// row's share of bare Node's rate in the same run. Each row is the median of BENCH_RUNS runs (3) of
// BENCH_SECONDS (5), with every run's rate beside it. A benchmark, not a test: it fails only when
// a request fails.
import os from 'node:os';
import {
  measure,
  measureRuns,
  printTable,
  RUNS,
  SECONDS,
  totalsOf,
  type Figures,
  type Row,
} from './http/measure';
import { Browserish } from '../tests/support/http';
import { costOf } from './http/costs';
import { cpuPerRequest } from './http/cpu';
import {
  endlessChainFinisher,
  returningGuest,
  signedInPlayer,
  timesToStats,
  call,
  headersOf,
} from './http/players';
import {
  BARE_DAILY_READ_COOKIE,
  startBareDailyRead,
  startBareExpress,
  startBareFastify,
  startBareHop,
  startBareNode,
  startServices,
  startStandalone,
  startStandaloneDefault,
  type Site,
} from './http/sites';

const DAILY_READS = [
  ['Wordree daily', '/api/puzzle-templates/daily'],
  ['Jotto daily', '/api/jotto/daily'],
  ['Bloom daily', '/api/bloom/daily'],
] as const;
/** The midnight spike: this many first visits to each game's daily, all three at once... */
const SPIKE_VISITS = 2_000;
/** ...within this many seconds. */
const SPIKE_SECONDS = 60;
const STATS_GAMES = Number(process.env.BENCH_STATS_GAMES ?? 50);

/** The processes that did the work, busiest first. */
const busiest = (perRequest: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(perRequest)
      .filter(([, ms]) => ms >= 0.005)
      .sort(([, a], [, b]) => b - a),
  );

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

async function benchSite(site: Site) {
  const rows: Row[] = [];
  const row = (what: string, figures: Figures, paced = false) =>
    rows.push({ site: site.name, what, ...figures, paced });

  // First, the spike on cold caches, as at midnight: everyone arrives for the new puzzles at once.
  const spike = await Promise.all(
    DAILY_READS.map(([, path]) =>
      measure({
        url: site.url + path,
        amount: SPIKE_VISITS,
        // A whole number: autocannon shares it out between connections.
        rate: Math.ceil(SPIKE_VISITS / SPIKE_SECONDS),
      }),
    ),
  );
  row(
    `midnight spike: ${SPIKE_VISITS} first visits to each daily in ${SPIKE_SECONDS} s`,
    {
      rps: spike.reduce((sum, figures) => sum + figures.rps, 0),
      p50Ms: Math.max(...spike.map((figures) => figures.p50Ms)),
      p99Ms: Math.max(...spike.map((figures) => figures.p99Ms)),
      ...totalsOf(spike),
      seconds: Math.max(...spike.map((figures) => figures.seconds)),
    },
    true,
  );

  const guest = await returningGuest(site.url);
  const cpu: object[] = [];
  for (const [name, path] of DAILY_READS) {
    row(`${name}, first visit (no cookie)`, await measureRuns({ url: site.url + path }));
    let returning: Figures | undefined;
    const perRequest = await cpuPerRequest(site.pids ?? {}, async () => {
      returning = await measureRuns({ url: site.url + path, headers: headersOf(guest) });
      return returning;
    });
    row(`${name}, returning guest`, returning!);
    cpu.push({ site: site.name, what: `${name}, returning guest`, ...busiest(perRequest) });
  }
  const player = await signedInPlayer(site.url, site.name.replace(/\W+/g, '-'));
  row(
    '/api/user/stats, signed in',
    await measureRuns({ url: `${site.url}/api/user/stats`, headers: headersOf(player) }),
  );

  const times = await timesToStats(player, STATS_GAMES);
  return {
    rows,
    statsP99Ms: quantile(times, 0.99),
    costs: await costsAt(site, guest, player),
    cpu,
  };
}

/** What each kind of request costs Postgres, Redis and NATS on this site, per request. */
async function costsAt(site: Site, guest: Browserish, player: Browserish) {
  if (!site.infra) return [];
  const infra = site.infra;
  const finishChain = await endlessChainFinisher(player);
  const visits = 200;
  const costs = {
    'Wordree daily, first visit': await costOf(infra, visits, () =>
      call(new Browserish(site.url), 'GET', '/api/puzzle-templates/daily'),
    ),
    'Wordree daily, returning guest': await costOf(infra, visits, () =>
      call(guest, 'GET', '/api/puzzle-templates/daily'),
    ),
    'Jotto daily, returning guest': await costOf(infra, visits, () =>
      call(guest, 'GET', '/api/jotto/daily'),
    ),
    'a finished game (start, play a word, finish)': await costOf(infra, 50, finishChain),
  };
  return Object.entries(costs).map(([what, cost]) => ({ site: site.name, what, ...cost }));
}

const rows: Row[] = [];
const statsLatency: Record<string, string> = {};
const costs: object[] = [];
const cpuByProcess: object[] = [];
const bareSite = await startBareNode();
const bare = await measureRuns({ url: bareSite.url });
await bareSite.stop();
rows.push({ site: bareSite.name, what: 'hello world', ...bare });
for (const start of [startBareExpress, startBareFastify]) {
  const floor = await start();
  rows.push({ site: floor.name, what: 'hello world', ...(await measureRuns({ url: floor.url })) });
  await floor.stop();
}
const floorRead = await startBareDailyRead();
rows.push({
  site: floorRead.name,
  what: "a returning guest's daily, the least it needs",
  ...(await measureRuns({ url: floorRead.url, headers: { cookie: BARE_DAILY_READ_COOKIE } })),
});
await floorRead.stop();
// The least a hop costs: set beside the gateway's CPU per read under start:services.
const hop = await startBareHop();
let hopFigures: Figures | undefined;
const hopCpu = await cpuPerRequest(hop.pids!, async () => {
  hopFigures = await measureRuns({ url: hop.url });
  return hopFigures;
});
await hop.stop();
rows.push({ site: hop.name, what: 'hello world through one undici hop', ...hopFigures! });
cpuByProcess.push({ site: hop.name, what: 'hello world', ...busiest(hopCpu) });

// The sites, the README's default first; BENCH_SITES=default,services measures only those named.
const SITES = { default: startStandaloneDefault, redis: startStandalone, services: startServices };
const chosen = process.env.BENCH_SITES?.split(',').map((name) => name.trim()) ?? Object.keys(SITES);
for (const [key, start] of Object.entries(SITES)) {
  if (!chosen.includes(key)) continue;
  const site = await start();
  try {
    const result = await benchSite(site);
    rows.push(...result.rows);
    statsLatency[site.name] = `${result.statsP99Ms.toFixed(0)} ms`;
    costs.push(...result.costs);
    cpuByProcess.push(...result.cpu);
  } finally {
    await site.stop();
  }
}

const cpuModel = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `\n${os.cpus().length} × ${cpuModel}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ` +
    `each row the median of ${RUNS} runs of ${SECONDS} s at 100 connections ` +
    `(the spike: once, paced, as the issue sets it)\n`,
);
printTable(rows, bare);
console.log(
  `\nA finished game in the player's stats, p99 of ${STATS_GAMES} games: ` +
    Object.entries(statsLatency)
      .map(([site, p99]) => `${site} ${p99}`)
      .join(', '),
);
console.log('\nCPU milliseconds per request, by process (those that spent any):');
console.table(cpuByProcess);
console.log(
  '\nWhat one request costs the shared parts, per request: Postgres write transactions and WAL',
);
console.log('bytes, Redis commands, NATS messages published and delivered to consumers:');
console.table(costs);
const failed = rows.reduce((sum, row) => sum + row.errors, 0);
if (failed > 0) {
  console.error(`\n${failed} requests failed`);
  process.exitCode = 1;
}
