/** One sample of a scrape, as Prometheus's text format gives it. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([A-Za-z_:][A-Za-z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([A-Za-z_][A-Za-z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a /metrics answer (comments and blank lines left out). */
export function parseMetrics(text: string): MetricSample[] {
  return text.split('\n').flatMap((line) => {
    const match = SAMPLE.exec(line);
    if (!match || line.startsWith('#')) return [];
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(LABEL)].map(([, name, value]) => [
        name!,
        value!.replace(/\\(.)/g, (_, escaped: string) => (escaped === 'n' ? '\n' : escaped)),
      ]),
    );
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });
}

/** Reads `url` (a /metrics endpoint) now. */
export async function scrape(url: string): Promise<MetricSample[]> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseMetrics(await response.text());
}

/**
 * The samples named `name` whose labels include `labels`, summed (0 when there are none): a
 * counter of one route whatever its other labels, or one series exactly.
 */
export function total(
  samples: MetricSample[],
  name: string,
  labels: Record<string, string> = {},
): number {
  return series(samples, name, labels).reduce((sum, sample) => sum + sample.value, 0);
}

/** The samples named `name` whose labels include `labels`. */
export function series(
  samples: MetricSample[],
  name: string,
  labels: Record<string, string> = {},
): MetricSample[] {
  return samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  );
}
