import type { Knex } from '@hub/kit';
import type { GameStartedEvent } from '@hub/proto';
import { accountsOfGuests } from '../db/players.repository';
import { recordStarts } from '../db/starts.repository';

/**
 * Keeps each player's start of a day's puzzle under its owner: the account a guest has since
 * signed in to, if they have (a late start travels on another stream than `player.linked`), else
 * the id it came with. A whole group of starts in two statements, however many it holds.
 */
export async function applyGameStarted(
  trx: Knex.Transaction,
  event: GameStartedEvent,
): Promise<void> {
  const accounts = await accountsOfGuests(
    trx,
    event.starts.map((start) => start.playerId),
  );
  await recordStarts(
    trx,
    event.starts.map((start) => ({
      game: event.game,
      day: event.day,
      ownerId: accounts.get(start.playerId) ?? start.playerId,
      startedAt: start.startedAt,
      difficulty: event.difficulty ?? null,
    })),
  );
}
