import { moveGuestChallenges, moveGuestDailyViews, type Knex } from '@hub/kit';

/**
 * A guest signed in: their gardens, scores and first views become the account's. Where both have
 * a score for the same day the account's stays (one per player per day). Where both have a
 * garden, the one that goes with the surviving score stays, else the one touched last: the one
 * just played; either way it keeps the hints both were given and the earlier start, so playing
 * in one identity and finishing in the other sheds neither hints nor time. An archive garden's
 * clock (its first archive move) and a daily one's are not the same clock: each keeps its own.
 * Archive gardens and scores move like the daily's, their `archive` flag with them. The guest's
 * challenges read the account's scores from then on.
 */
export async function moveGuestProgress(
  trx: Knex.Transaction,
  guestId: string,
  userId: string,
): Promise<void> {
  const bindings = { guest: guestId, account: userId };
  await moveGuestDailyViews(trx, guestId, userId);
  await moveGuestChallenges(trx, guestId, userId);
  await trx.raw(
    `UPDATE player_states AS kept
        SET hints_used = guest.hints_used + account.hints_used,
            started_at = CASE WHEN guest.archive = account.archive
                              THEN least(guest.started_at, account.started_at)
                              ELSE kept.started_at END
       FROM player_states AS guest, player_states AS account
      WHERE guest.player_id = :guest AND account.player_id = :account
        AND guest.puzzle_id = account.puzzle_id
        AND kept.puzzle_id = guest.puzzle_id AND kept.player_id IN (:guest, :account)`,
    bindings,
  );
  await trx.raw(
    `DELETE FROM player_states AS account USING player_states AS guest
      WHERE account.player_id = :account AND guest.player_id = :guest
        AND account.puzzle_id = guest.puzzle_id
        AND NOT EXISTS (SELECT 1 FROM scores
                         WHERE puzzle_id = account.puzzle_id AND player_id = :account)
        AND (EXISTS (SELECT 1 FROM scores WHERE puzzle_id = guest.puzzle_id AND player_id = :guest)
             OR guest.updated_at >= account.updated_at)`,
    bindings,
  );
  await trx.raw(
    `DELETE FROM player_states AS guest USING player_states AS account
      WHERE guest.player_id = :guest AND account.player_id = :account
        AND guest.puzzle_id = account.puzzle_id`,
    bindings,
  );
  await trx('player_states')
    .where({ player_id: guestId })
    .update({ player_id: userId, user_id: userId });

  await trx.raw(
    `DELETE FROM scores AS guest USING scores AS account
      WHERE guest.player_id = :guest AND account.player_id = :account
        AND guest.puzzle_id = account.puzzle_id`,
    bindings,
  );
  await trx('scores').where({ player_id: guestId }).update({ player_id: userId, user_id: userId });
}
