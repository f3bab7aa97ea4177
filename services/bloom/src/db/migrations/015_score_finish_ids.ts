import type { Knex, Migration } from '@hub/kit';

/**
 * The id the client gave a finish (docs/rules.md#bloom-offline): a finish sent again, queued
 * offline and resent after its answer was lost, finds its score by it instead of a conflict.
 */
export const scoreFinishIdsMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.alterTable('scores', (table) => {
      table.uuid('finish_id').nullable();
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('scores', (table) => {
      table.dropColumn('finish_id');
    });
  },
};
