import type { Knex, Migration } from '@hub/kit';

/**
 * One garden per America/Chicago day. The unique day key makes creation race-free: every server
 * generates the same garden from the day's seed, and the first insert wins.
 */
export const dailyPuzzlesMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.createTable('daily_puzzles', (table) => {
      table.increments('id').primary();
      table.text('day_key').notNullable().unique();
      table.integer('puzzle_number').notNullable();
      table.text('difficulty').notNullable();
      table.jsonb('starters').notNullable();
      table.jsonb('solution').notNullable();
      table.jsonb('rating').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('daily_puzzles');
  },
};
