import { Gauge, type Registry } from 'prom-client';

/** One series of a scraped gauge: its labels and the value read now. */
export interface Sample<Label extends string> {
  labels: Record<Label, string>;
  value: number;
}

/** Reads the current samples of whatever registered it (a service's outbox, a NATS consumer). */
export type SampleSource<Label extends string> = () => Promise<Sample<Label>[]> | Sample<Label>[];

/** How long a scrape waits for one source: a database that hangs must not hang the scrape. */
export const SOURCE_TIMEOUT_MS = 2_000;

/**
 * A gauge read when Prometheus scrapes, from the sources registered with it, rather than set as
 * things happen: what a table or a stream holds now (an outbox's backlog, a consumer's lag) is
 * only known by asking. A source that fails or is too slow leaves its series out of that scrape:
 * an absent series says "unknown", where a value kept from an earlier scrape would lie.
 */
export class ScrapedGauge<Label extends string> {
  private readonly sources = new Set<SampleSource<Label>>();

  constructor(config: {
    name: string;
    help: string;
    labelNames: readonly Label[];
    /** Tests only: another registry than the process's. */
    registers?: Registry[];
  }) {
    const sources = this.sources;
    new Gauge<Label>({
      ...config,
      async collect() {
        const read = await Promise.allSettled([...sources].map((source) => withTimeout(source)));
        // Set all at once, after every await: two scrapes at a time never mix their values.
        this.reset();
        for (const result of read) {
          if (result.status !== 'fulfilled') continue;
          for (const sample of result.value) this.set(sample.labels, sample.value);
        }
      },
    });
  }

  /** Reads `source` at each scrape, until the returned function is called. */
  add(source: SampleSource<Label>): () => void {
    this.sources.add(source);
    return () => {
      this.sources.delete(source);
    };
  }
}

async function withTimeout<T>(source: () => Promise<T> | T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('too slow')), SOURCE_TIMEOUT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([Promise.resolve().then(source), late]);
  } finally {
    clearTimeout(timer);
  }
}
