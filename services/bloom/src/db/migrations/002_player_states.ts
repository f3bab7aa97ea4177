import type { Knex, Migration } from '@hub/kit';

/**
 * Each player's garden in progress. `started_at` is the server's clock for the score: set by the
 * first save or hint, never by the client. `hints_used` is counted here, by the hint call.
 */
export const playerStatesMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.createTable('player_states', (table) => {
      table.integer('puzzle_id').notNullable().references('id').inTable('daily_puzzles');
      table.text('player_id').notNullable();
      table.text('user_id');
      table.jsonb('board');
      table.integer('time_elapsed').notNullable().defaultTo(0);
      table.integer('hints_used').notNullable().defaultTo(0);
      table.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.primary(['puzzle_id', 'player_id']);
      table.index('player_id');
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('player_states');
  },
};
