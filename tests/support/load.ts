import type { Browserish } from '../support/http';

export interface Sample {
  startedAt: number;
  /** 0 when the request got no answer at all. */
  status: number;
  /** The replica that answered (its container hostname), from the x-served-by header. */
  servedBy: string | undefined;
  /** What went wrong, for an answer that is not a 2xx (or no answer): for failure messages. */
  failure?: string;
}

/**
 * GETs `path` again and again, `concurrency` at a time (each request on its own connection), until
 * `enough(samples)`; `after` runs after each answer, e.g. to kill a replica midway.
 */
export async function runLoad(
  tab: Browserish,
  path: string,
  options: {
    concurrency: number;
    enough: (samples: Sample[]) => boolean;
    after?: (samples: Sample[]) => Promise<void> | void;
  },
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const worker = async () => {
    while (!options.enough(samples)) {
      const startedAt = Date.now();
      let failure: string | undefined;
      const answer = await tab.get(path).catch((error: Error) => {
        failure = error.message;
        return null;
      });
      const servedBy = answer?.headers['x-served-by'];
      const status = answer?.status ?? 0;
      if (answer && (status < 200 || status > 299)) failure = answer.text.slice(0, 120);
      samples.push({
        startedAt,
        status,
        servedBy: Array.isArray(servedBy) ? servedBy[0] : servedBy,
        ...(failure === undefined ? {} : { failure }),
      });
      await options.after?.(samples);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return samples;
}

/** How many answers each replica gave. */
export function countByReplica(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { servedBy } of samples)
    counts[servedBy ?? '(none)'] = (counts[servedBy ?? '(none)'] ?? 0) + 1;
  return counts;
}
