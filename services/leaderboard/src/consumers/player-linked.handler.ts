import type { Knex } from '@hub/kit';
import type { PlayerLinkedEvent } from '@hub/proto';
import { moveUnlocks } from '../db/achievements.repository';
import { moveResults } from '../db/history.repository';
import { lockPlayer, notePlayer, recordLink, removePlayer } from '../db/players.repository';
import { movePoints } from '../db/points.repository';
import { moveStarts } from '../db/starts.repository';
import { mergeGameStats } from '../db/stats.repository';
import { unlockEarned } from './unlocks';

/**
 * A guest signed in: everything kept under the guest id becomes the account's. Game counts add
 * up, played days are unioned (which may make a streak, and so a streak achievement, that
 * neither had alone), achievements are kept with their earlier date, leaderboard points and the
 * history of results and the puzzles started move. Recording the link first sends the guest's late events to the account
 * too.
 */
export async function mergeGuestProgress(
  trx: Knex.Transaction,
  { guestId, userId, linkedAt }: PlayerLinkedEvent,
): Promise<void> {
  if (guestId === userId) return;
  // Same order as a game event of the guest (guest, then account): no deadlock between them.
  await lockPlayer(trx, guestId);
  await lockPlayer(trx, userId);
  await recordLink(trx, { guestId, userId, linkedAt });
  await notePlayer(trx, userId, false);

  const merged = await mergeGameStats(trx, guestId, userId);
  await movePoints(trx, guestId, userId);
  await moveResults(trx, guestId, userId);
  await moveUnlocks(trx, guestId, userId);
  await moveStarts(trx, guestId, userId);
  await removePlayer(trx, guestId);
  for (const record of merged) {
    await unlockEarned(
      trx,
      { playerId: userId, userId },
      { longestStreak: record.longestStreak },
      linkedAt,
    );
  }
}
