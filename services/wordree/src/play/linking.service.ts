import type { Knex } from '@hub/kit';
import type { PlayerLinkedEvent } from '@hub/proto';
import { moveGames } from '../db/games.repository';
import { moveSubmissions } from '../db/submissions.repository';

/** A guest signed in: their chains and daily submissions now belong to the account. */
export async function linkGuestToUser(trx: Knex.Transaction, event: PlayerLinkedEvent) {
  await moveSubmissions(trx, event.guestId, event.userId);
  await moveGames(trx, event.guestId, event.userId);
}
