import type { AuditEntry } from '@hub/proto';

const puzzles = (count: number) => `${count} ${count === 1 ? 'puzzle' : 'puzzles'}`;

/** One line saying what an action did, or was asked to do when it did not succeed. */
export function describeAction(entry: AuditEntry): string {
  if (entry.action === 'generate-puzzle') {
    const { difficulty, count } = entry.parameters;
    if (!entry.result) return `Generate ${puzzles(count)} (${difficulty})`;
    const { generated, count: pool } = entry.result;
    return `Generated ${puzzles(generated)} (${difficulty}) · ${pool} in the pool`;
  }
  if (!entry.result) return 'Reset the Wordree daily puzzle';
  const { previousDailyPuzzleId, dailyPuzzleId } = entry.result;
  return `Reset the Wordree daily puzzle · #${previousDailyPuzzleId} → #${dailyPuzzleId}`;
}

/** Who did it, as the admin reading the log knows them. */
export function actorLabel(entry: AuditEntry, currentUserId: string): string {
  return entry.actor.userId === currentUserId ? 'You' : `Admin ${entry.actor.userId.slice(0, 8)}`;
}
