import type { Knex, Migration } from '@hub/kit';
import { dropUntouchedDaysAhead } from './untouched-days-ahead';

/**
 * Gardens stored ahead were rated by a solver that read each line only by its arcs, so some of
 * the days it called Tricky or Hard needed no lookahead at all (issue 33): the days still to come
 * that no player has touched are dropped, and the scheduler makes them again under the weekday
 * steps. Today and earlier stay: players may have started them, and they are fair puzzles still.
 */
export const weekdayStepsDaysMigration: Migration = {
  up: (knex: Knex) => dropUntouchedDaysAhead(knex),
  // No down: the scheduler has made the deleted days again, and there is nothing to put back.
};
