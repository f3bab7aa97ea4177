import type { Knex, Migration } from '@hub/kit';

/**
 * A game is one chain on one template, created with its first word. `words` holds each word
 * with the cells it was traced on, as verified when it was played. A daily submission ranks a
 * finished daily game; each player submits once per daily puzzle.
 */
export const gamesMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.createTable('games', (table) => {
      table.uuid('id').primary();
      table.text('player_id').notNullable();
      table.text('user_id');
      table.integer('template_id').notNullable().references('id').inTable('templates');
      table.text('mode').notNullable();
      table.integer('daily_puzzle_id').references('id').inTable('daily_puzzles');
      table.jsonb('words').notNullable();
      table.integer('score').notNullable();
      table.integer('hints_used').notNullable().defaultTo(0);
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
      table.timestamp('completed_at', { useTz: true });
      table.check("mode in ('endless', 'daily')", [], 'games_mode');
      table.check("(mode = 'daily') = (daily_puzzle_id IS NOT NULL)", [], 'games_daily_has_puzzle');
      table.index(['player_id', 'daily_puzzle_id']);
    });

    await knex.schema.createTable('daily_submissions', (table) => {
      table.increments('id').primary();
      table.integer('daily_puzzle_id').notNullable().references('id').inTable('daily_puzzles');
      table.uuid('game_id').notNullable().unique().references('id').inTable('games');
      table.text('player_id').notNullable();
      table.text('user_id');
      table.text('display_name').notNullable();
      table.integer('score').notNullable();
      table.jsonb('word_chain').notNullable();
      table.integer('time_taken').notNullable();
      table.timestamp('submitted_at', { useTz: true }).notNullable();
      table.unique(['daily_puzzle_id', 'player_id']);
      table.index(['daily_puzzle_id', 'score']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('daily_submissions');
    await knex.schema.dropTable('games');
  },
};
