import type { Knex, Migration } from '@hub/kit';
import { dayKey } from '@hub/proto';

/**
 * Gardens stored ahead were made under the old five-of-each rule, which the margin clues replace:
 * the days still to come that no player has touched are dropped, and the scheduler makes them
 * again under the clue rule. Today and earlier stay (players may have started them): they are
 * served with clues computed from their stored solution, and any garden keeping their rules wins.
 */
export const clueRuleDaysMigration: Migration = {
  async up(knex: Knex) {
    await knex('daily_puzzles')
      .where('day_key', '>', dayKey(new Date()))
      .whereNotExists(knex('player_states').whereRaw('puzzle_id = daily_puzzles.id'))
      .whereNotExists(knex('scores').whereRaw('puzzle_id = daily_puzzles.id'))
      .whereNotExists(knex('daily_views').whereRaw('day = daily_puzzles.day_key'))
      .delete();
  },
  // No down: the scheduler has made the deleted days again, and there is nothing to put back.
};
