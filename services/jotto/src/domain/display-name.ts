import { createHash } from 'node:crypto';

/**
 * The name of a player who gave none. Guests get a stable number derived from their id, so a
 * leaderboard tells them apart without showing the id itself.
 */
export function fallbackDisplayName(playerId: string, signedIn: boolean): string {
  if (signedIn) return 'Player';
  const digest = createHash('sha256').update(playerId).digest();
  return `Guest #${String(digest.readUInt32BE(0) % 10_000).padStart(4, '0')}`;
}
