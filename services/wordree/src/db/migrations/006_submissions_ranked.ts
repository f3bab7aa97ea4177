import type { Knex, Migration } from '@hub/kit';

/** False for a chain submitted faster than the plausibility floor: kept and shown, never ranked. */
export const submissionsRankedMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.alterTable('daily_submissions', (table) => {
      table.boolean('ranked').notNullable().defaultTo(true);
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('daily_submissions', (table) => {
      table.dropColumn('ranked');
    });
  },
};
