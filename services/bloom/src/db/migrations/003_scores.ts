import type { Knex, Migration } from '@hub/kit';

/** One score per player per daily garden: the unique key refuses a second one, however sent. */
export const scoresMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.createTable('scores', (table) => {
      table.increments('id').primary();
      table.integer('puzzle_id').notNullable().references('id').inTable('daily_puzzles');
      table.text('player_id').notNullable();
      table.text('user_id');
      table.text('display_name').notNullable();
      table.integer('score').notNullable();
      table.integer('time_taken').notNullable();
      table.integer('hints_used').notNullable();
      table.jsonb('board').notNullable();
      table.timestamp('finished_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.unique(['puzzle_id', 'player_id']);
      table.index(['puzzle_id', 'score', 'time_taken']);
      table.index('player_id');
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('scores');
  },
};
