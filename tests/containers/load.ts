import type { Browserish } from '../support/http';

export interface Sample {
  startedAt: number;
  /** 0 when the request got no answer at all. */
  status: number;
  /** The replica that answered (its container hostname), from the x-served-by header. */
  servedBy: string | undefined;
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
      const answer = await tab.get(path).catch(() => null);
      const servedBy = answer?.headers['x-served-by'];
      samples.push({
        startedAt,
        status: answer?.status ?? 0,
        servedBy: Array.isArray(servedBy) ? servedBy[0] : servedBy,
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
