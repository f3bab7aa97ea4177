import type { Knex, Migration } from '@hub/kit';

/** The player's pencil marks beside their garden (notes mode), null until they make one. */
export const playerStateNotesMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.alterTable('player_states', (table) => {
      table.jsonb('notes');
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('player_states', (table) => {
      table.dropColumn('notes');
    });
  },
};
