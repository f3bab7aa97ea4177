// One load run with autocannon, and the row of the table it makes.
import autocannon from 'autocannon';

/** As the issue asks: 100 connections, a few seconds each. */
export const CONNECTIONS = 100;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * How many times each row's load runs. On a machine shared with the load generator, the same load
 * can answer at a third of the rate of the run before (seen: 7,431, 7,334, then 2,608 a second),
 * so a row is the median run.
 */
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

export interface Load {
  url: string;
  headers?: Record<string, string>;
  /** A fixed number of requests (a spike) instead of SECONDS of load... */
  amount?: number;
  /** ...sent at this many a second, all connections together. */
  rate?: number;
}

export interface Figures {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, timeouts and connection errors. */
  errors: number;
  /** What the errors were, e.g. "503 ×12, timeouts 3", for a row that has any. */
  errorKinds?: string;
  requests: number;
  seconds: number;
  /** Each run's rate, in order, when the row is the median of several (measureRuns). */
  runsRps?: number[];
}

export async function measure(load: Load): Promise<Figures> {
  const result = await autocannon({
    url: load.url,
    connections: CONNECTIONS,
    headers: load.headers,
    ...(load.amount ? { amount: load.amount } : { duration: SECONDS }),
    ...(load.rate ? { overallRate: load.rate } : {}),
    // A slow answer is one to count, not to wait out forever.
    timeout: 10,
  });
  const seconds = (Date.parse(String(result.finish)) - Date.parse(String(result.start))) / 1000;
  return {
    rps: Math.round(result.requests.total / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    errorKinds: [
      ...Object.entries(result.statusCodeStats ?? {})
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, { count }]) => `${status} ×${count}`),
      ...(result.timeouts ? [`timeouts ${result.timeouts}`] : []),
      ...(result.errors - result.timeouts > 0 ? [`errors ${result.errors - result.timeouts}`] : []),
    ].join(', '),
    requests: result.requests.total,
    seconds,
  };
}

/** The errors and requests of several loads together (a request that failed in any counts). */
export function totalsOf(loads: Figures[]): Pick<Figures, 'errors' | 'errorKinds' | 'requests'> {
  return {
    errors: loads.reduce((sum, figures) => sum + figures.errors, 0),
    errorKinds: loads
      .map((figures) => figures.errorKinds)
      .filter(Boolean)
      .join('; '),
    requests: loads.reduce((sum, figures) => sum + figures.requests, 0),
  };
}

/**
 * The same load RUNS times in a row: the median run by rate, every run's rate, and the totals of
 * all of them.
 */
export async function measureRuns(load: Load): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure(load));
  const median = [...runs].sort((a, b) => a.rps - b.rps)[Math.floor((runs.length - 1) / 2)]!;
  return {
    ...median,
    ...totalsOf(runs),
    seconds: runs.reduce((sum, figures) => sum + figures.seconds, 0),
    runsRps: runs.map((figures) => figures.rps),
  };
}

export interface Row extends Figures {
  site: string;
  what: string;
  /** Sent at a set rate, so its rate says nothing of the site's speed. */
  paced?: boolean;
}

/**
 * The table docs/performance.md shows ("Latest results"): ratio to the bare node:http baseline of
 * the same run.
 */
export function printTable(rows: Row[], bare: Figures): void {
  const table = rows.map((row) => ({
    site: row.site,
    what: row.what,
    rps: row.rps,
    'p50 ms': row.p50Ms,
    'p99 ms': row.p99Ms,
    errors: row.errors,
    'vs bare': row.paced ? '(paced)' : `${((row.rps / bare.rps) * 100).toFixed(1)} %`,
    'rps, all runs': row.runsRps?.join(' ') ?? '',
  }));
  console.table(table);
  for (const row of rows.filter((candidate) => candidate.errors > 0)) {
    console.log(`${row.site}, ${row.what}: ${row.errorKinds}`);
  }
}
