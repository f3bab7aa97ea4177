import type { Knex, Migration } from '@hub/kit';

/**
 * Archive play (docs/rules.md#the-archive): a garden moved in the archive, after its day, and a
 * score finished there. An archive garden's clock runs from its first archive move; an archive
 * score is kept and shown to its player, never on the day's leaderboard.
 */
export const archivePlayMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.alterTable('player_states', (table) => {
      table.boolean('archive').notNullable().defaultTo(false);
    });
    await knex.schema.alterTable('scores', (table) => {
      table.boolean('archive').notNullable().defaultTo(false);
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('scores', (table) => {
      table.dropColumn('archive');
    });
    await knex.schema.alterTable('player_states', (table) => {
      table.dropColumn('archive');
    });
  },
};
