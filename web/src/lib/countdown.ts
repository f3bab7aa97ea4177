/** The hub's line for the time left until the next puzzle (docs/rules.md#hub-and-profile). */
export function formatCountdown(msRemaining: number): string {
  if (msRemaining <= 0) return 'New puzzle available!';
  // Rounding up means the line never reads 0s while a puzzle is still pending.
  const totalSeconds = Math.ceil(msRemaining / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `Next puzzle: ${hours}h ${minutes}m ${seconds}s`;
}
