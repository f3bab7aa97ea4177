import { moveGuestChallenges, moveGuestDailyViews, type Knex } from '@hub/kit';
import type { PlayerLinkedEvent } from '@hub/proto';
import { moveGames } from '../db/games.repository';
import { moveSubmissions } from '../db/submissions.repository';

/**
 * A guest signed in: their chains, daily submissions and first views now belong to the account
 * (whose first view of a day becomes the earlier of the two); their challenges read the account's
 * results.
 */
export async function linkGuestToUser(trx: Knex.Transaction, event: PlayerLinkedEvent) {
  await moveGuestDailyViews(trx, event.guestId, event.userId);
  await moveSubmissions(trx, event.guestId, event.userId);
  await moveGames(trx, event.guestId, event.userId);
  await moveGuestChallenges(trx, event.guestId, event.userId);
}
