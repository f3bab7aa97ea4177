import type { Knex, Migration } from '@hub/kit';

/** False for a score solved faster than the plausibility floor: kept and shown, never ranked. */
export const scoresRankedMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.alterTable('scores', (table) => {
      table.boolean('ranked').notNullable().defaultTo(true);
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('scores', (table) => {
      table.dropColumn('ranked');
    });
  },
};
