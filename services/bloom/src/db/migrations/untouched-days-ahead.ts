import type { Knex } from '@hub/kit';
import { dayKey } from '@hub/proto';

/**
 * Drops the gardens stored ahead that no player has touched (no board, score or view), so the
 * scheduler makes them again under a new rule. Today and earlier stay: players may have started
 * them.
 */
export async function dropUntouchedDaysAhead(knex: Knex): Promise<void> {
  await knex('daily_puzzles')
    .where('day_key', '>', dayKey(new Date()))
    .whereNotExists(knex('player_states').whereRaw('puzzle_id = daily_puzzles.id'))
    .whereNotExists(knex('scores').whereRaw('puzzle_id = daily_puzzles.id'))
    .whereNotExists(knex('daily_views').whereRaw('day = daily_puzzles.day_key'))
    .delete();
}
