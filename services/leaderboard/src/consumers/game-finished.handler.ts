import type { Knex } from '@hub/kit';
import type { GameFinishedEvent } from '@hub/proto';
import { accountOfGuest, lockPlayer, notePlayer } from '../db/players.repository';
import { recordResult } from '../db/history.repository';
import { addPoints } from '../db/points.repository';
import { recordArchiveGame, recordGamePlayed } from '../db/stats.repository';
import { isArchivePlay } from '../domain/history';
import { unlockEarned } from './unlocks';
import { applyVsResult, isRatable } from './vs-result';

/**
 * Applies one finished game to its owner's progress: the signed-in user, or the account a guest
 * has since signed in to (events of a guest can arrive after `player.linked`, which travels on
 * another stream), or else the guest.
 */
export async function applyGameFinished(
  trx: Knex.Transaction,
  event: GameFinishedEvent,
): Promise<void> {
  await lockPlayer(trx, event.playerId);
  const userId = event.userId ?? (await accountOfGuest(trx, event.playerId)) ?? undefined;
  const ownerId = userId ?? event.playerId;
  if (ownerId !== event.playerId) await lockPlayer(trx, ownerId);

  await notePlayer(trx, ownerId, userId === undefined);
  await recordResult(trx, ownerId, event);
  // Archive play (a past daily, played later) is a game played, but no day of a streak: else a
  // missed day could be made up afterwards. Nor does it earn points for the day it is played.
  const archive = isArchivePlay(event);
  if (archive) await recordArchiveGame(trx, ownerId, event.game);
  const record = archive ? null : await recordGamePlayed(trx, ownerId, event.game, event.day);
  // Two accounts of one person can play VS matches without end: a VS result moves a
  // pair-damped rating, never points. An implausibly fast daily is kept but earns no points.
  // Either still counts as a game played.
  if (!archive && event.mode !== 'vs' && event.ranked) {
    await addPoints(trx, {
      playerId: ownerId,
      game: event.game,
      day: event.day,
      points: event.score,
    });
  }
  await unlockEarned(
    trx,
    { playerId: ownerId, ...(userId ? { userId } : {}) },
    record ? { event, longestStreak: record.longestStreak } : { event },
    event.finishedAt,
  );
  // Last: its rating locks are taken after every progress lock of this transaction, never before.
  if (isRatable(event)) await applyVsResult(trx, event);
}
