import { moveGuestChallenges, moveGuestDailyViews, type Knex } from '@hub/kit';
import { moveGames } from '../db/games.repository';
import { moveSubmissions } from '../db/submissions.repository';

/**
 * A guest signed in: their chains, daily submissions and first views now belong to the account
 * (whose first view of a day becomes the earlier of the two); their challenges read the account's
 * results.
 */
export async function linkGuestToUser(trx: Knex.Transaction, guestId: string, userId: string) {
  await moveGuestDailyViews(trx, guestId, userId);
  await moveSubmissions(trx, guestId, userId);
  await moveGames(trx, guestId, userId);
  await moveGuestChallenges(trx, guestId, userId);
}
