export interface Scored {
  score: number;
}

/**
 * Competition ranking ("1224"): equal scores share a rank and the next rank skips. `entries`
 * must be sorted best first; ties keep their given order (faster first) in the listing.
 */
export function rankEntries<T extends Scored>(entries: readonly T[]): (T & { rank: number })[] {
  let previous: number | undefined;
  let rank = 0;
  return entries.map((entry, index) => {
    if (entry.score !== previous) rank = index + 1;
    previous = entry.score;
    return { ...entry, rank };
  });
}
