import type { Knex } from '@hub/kit';
import type { GameStartedEvent } from '@hub/proto';
import { accountOfGuest } from '../db/players.repository';
import { recordStart } from '../db/starts.repository';

/**
 * Keeps a player's start of a day's puzzle under its owner: the account a guest has since signed
 * in to, if they have (a late start travels on another stream than `player.linked`), else the id
 * it came with.
 */
export async function applyGameStarted(
  trx: Knex.Transaction,
  event: GameStartedEvent,
): Promise<void> {
  const ownerId = (await accountOfGuest(trx, event.playerId)) ?? event.playerId;
  await recordStart(trx, {
    game: event.game,
    day: event.day,
    ownerId,
    startedAt: event.startedAt,
    difficulty: event.difficulty ?? null,
  });
}
