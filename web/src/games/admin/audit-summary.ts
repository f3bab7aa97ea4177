import { GAME_NAMES, type AuditEntry } from '@hub/proto';

const puzzles = (count: number) => `${count} ${count === 1 ? 'puzzle' : 'puzzles'}`;

/** One line saying what an action did, or was asked to do when it did not succeed. */
export function describeAction(entry: AuditEntry): string {
  if (entry.action === 'generate-puzzle') {
    const { difficulty, count } = entry.parameters;
    if (!entry.result) return `Generate ${puzzles(count)} (${difficulty})`;
    const { generated, count: pool } = entry.result;
    return `Generated ${puzzles(generated)} (${difficulty}) · ${pool} in the pool`;
  }
  if (entry.action === 'view-upcoming') {
    if (!entry.result) return 'View the upcoming puzzles';
    const { jotto, bloom, wordree } = entry.result;
    return `Viewed the upcoming puzzles · ${jotto + bloom + wordree} days`;
  }
  if (entry.action === 'replace-daily') {
    const { game, day } = entry.parameters;
    const name = GAME_NAMES[game];
    if (!entry.result) return `Replace the ${name} puzzle of ${day}`;
    return `Replaced the ${name} puzzle of ${day} · #${entry.result.puzzleNumber}`;
  }
  if (entry.action === 'replay-dead-letter' || entry.action === 'discard-dead-letter') {
    const replay = entry.action === 'replay-dead-letter';
    const letter = `dead letter #${entry.parameters.id}`;
    if (!entry.result) return `${replay ? 'Replay' : 'Discard'} ${letter}`;
    const { subject, consumer } = entry.result;
    return `${replay ? 'Replayed' : 'Discarded'} ${letter} · ${subject} for ${consumer}`;
  }
  if (!entry.result) return 'Reset the Wordree daily puzzle';
  const { previousDailyPuzzleId, dailyPuzzleId } = entry.result;
  return `Reset the Wordree daily puzzle · #${previousDailyPuzzleId} → #${dailyPuzzleId}`;
}

/** Who did it, as the admin reading the log knows them. */
export function actorLabel(entry: AuditEntry, currentUserId: string): string {
  return entry.actor.userId === currentUserId ? 'You' : `Admin ${entry.actor.userId.slice(0, 8)}`;
}
