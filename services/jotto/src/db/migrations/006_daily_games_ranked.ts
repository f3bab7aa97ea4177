import type { Knex, Migration } from '@hub/kit';

/** False for a daily solved faster than the plausibility floor: kept and shown, never ranked. */
export const dailyGamesRankedMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.alterTable('daily_games', (table) => {
      table.boolean('ranked').notNullable().defaultTo(true);
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('daily_games', (table) => {
      table.dropColumn('ranked');
    });
  },
};
