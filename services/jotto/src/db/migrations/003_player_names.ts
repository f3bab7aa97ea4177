import type { Knex, Migration } from '@hub/kit';

/**
 * Signed-in players' public names, as auth announces them (`player.profile`): leaderboards and
 * matches show these, never a name a request claims. Only a newer announcement replaces one.
 */
export const playerNamesMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.createTable('player_names', (table) => {
      table.text('user_id').primary();
      table.text('display_name').notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('player_names');
  },
};
