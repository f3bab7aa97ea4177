/** DESIGN §6: max(50, 1000 − ⌊seconds / 3⌋ − 100 × hints). */
export function bloomScore(seconds: number, hints: number): number {
  return Math.max(50, 1000 - Math.floor(seconds / 3) - 100 * hints);
}
