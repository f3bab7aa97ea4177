/** Whole seconds from `from` to `to`, never negative (clocks of replicas may disagree slightly). */
export function secondsBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));
}

/**
 * A daily solved faster than its game's floor (seconds from the first view) is kept and shown to
 * the player, but not ranked: no human reads and solves the puzzle that fast, so it was solved
 * elsewhere and only submitted here.
 */
export function isPlausibleSolve(seconds: number, floorSeconds: number): boolean {
  return seconds >= floorSeconds;
}

/** What the player is told about a score kept but not ranked; null when it is ranked. */
export function unrankedReason(ranked: boolean, floorSeconds: number): string | null {
  return ranked
    ? null
    : `Solved in under ${floorSeconds} seconds from opening the puzzle: your score is kept but not ranked.`;
}
