// One page through Lighthouse with its default mobile settings: a mid-range phone (4x slower CPU,
// 412 px wide) on a slow 4G link, both simulated, storage cleared first, so each run is a first
// visit. The figures issue 15 sets targets for.
import lighthouse from 'lighthouse';

export interface PageFigures {
  performance: number;
  accessibility: number;
  lcpS: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred (compressed, when the server compresses), in kB of 1000 bytes. */
  jsKb: number;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, "run Lighthouse again"). */
const ATTEMPTS = 3;

async function runLighthouse(url: string, chromePort: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' };
    if (!error) return result!.lhr;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${error.code}: ${error.message}`);
    console.warn(`${url}: ${error.code}, measuring again`);
  }
}

/** The figures of one run, and its whole Lighthouse report (JSON) for a closer look. */
export async function measurePage(
  url: string,
  chromePort: number,
): Promise<{ figures: PageFigures; report: string }> {
  const lhr = await runLighthouse(url, chromePort);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details;
  const scripts =
    summary?.type === 'table'
      ? summary.items.find((item) => item.resourceType === 'script')
      : undefined;
  const figures: PageFigures = {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpS: audit('largest-contentful-paint') / 1000,
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: Number(scripts?.transferSize ?? 0) / 1000,
  };
  return { figures, report: JSON.stringify(lhr) };
}

/** Lighthouse's scores vary from run to run: the run with the median performance score. */
export function medianRun(runs: PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
