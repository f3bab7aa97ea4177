import type { Knex, Migration } from '@hub/kit';
import { dropUntouchedDaysAhead } from './untouched-days-ahead';

/**
 * Gardens stored ahead were made under the old five-of-each rule, which the margin clues replace:
 * the days still to come that no player has touched are dropped, and the scheduler makes them
 * again under the clue rule. Today and earlier stay (players may have started them): they are
 * served with clues computed from their stored solution, and any garden keeping their rules wins.
 */
export const clueRuleDaysMigration: Migration = {
  up: (knex: Knex) => dropUntouchedDaysAhead(knex),
  // No down: the scheduler has made the deleted days again, and there is nothing to put back.
};
