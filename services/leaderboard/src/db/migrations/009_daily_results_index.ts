import type { Migration } from '@hub/kit';

/**
 * A day's daily results of a game, for the completion dialog's "how everyone did" (read by every
 * finisher): an index-only count of each measure instead of a scan of every game ever played.
 */
export const dailyResultsIndexMigration: Migration = {
  async up(knex) {
    await knex.raw(
      `CREATE INDEX game_results_daily ON game_results (game, day, measure)
        WHERE mode = 'daily' AND measure IS NOT NULL`,
    );
  },
  async down(knex) {
    await knex.raw('DROP INDEX game_results_daily');
  },
};
