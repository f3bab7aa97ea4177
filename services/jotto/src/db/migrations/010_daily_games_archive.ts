import type { Knex, Migration } from '@hub/kit';

/**
 * True for a game guessed at after its day, in the archive (docs/rules.md#the-archive): kept and
 * shown to its player, never on the day's leaderboard.
 */
export const dailyGamesArchiveMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.alterTable('daily_games', (table) => {
      table.boolean('archive').notNullable().defaultTo(false);
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('daily_games', (table) => {
      table.dropColumn('archive');
    });
  },
};
