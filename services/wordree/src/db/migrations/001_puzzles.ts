import type { Knex, Migration } from '@hub/kit';

/**
 * Templates are solved grids. Those made for a daily puzzle stay out of the endless pool, so
 * nobody practises tomorrow's daily by chance. A day has one current daily puzzle; an admin's
 * regeneration retires it (its submissions stay, attached to it) and makes another.
 */
export const puzzlesMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.createTable('templates', (table) => {
      table.increments('id').primary();
      table.text('difficulty').notNullable();
      table.integer('grid_size').notNullable();
      table.text('letters').notNullable();
      table.integer('possible_words').notNullable();
      table.integer('common_words').notNullable();
      table.integer('target_score').notNullable();
      table.boolean('for_daily').notNullable().defaultTo(false);
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.check("difficulty in ('easy', 'medium', 'hard')", [], 'templates_difficulty');
      table.check('length(letters) = grid_size * grid_size', [], 'templates_letters_fill_grid');
    });
    await knex.raw('CREATE INDEX templates_pool_idx ON templates (difficulty) WHERE NOT for_daily');

    await knex.schema.createTable('daily_puzzles', (table) => {
      table.increments('id').primary();
      // The America/Chicago date as 'YYYY-MM-DD' text: pg would turn a date column into a
      // midnight in the server's own zone.
      table.text('day').notNullable();
      table.integer('template_id').notNullable().references('id').inTable('templates');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('retired_at', { useTz: true });
      table.check("day ~ '^\\d{4}-\\d{2}-\\d{2}$'", [], 'daily_puzzles_day_key');
    });
    // The race-free "once per day": whoever inserts second finds the first one's row.
    await knex.raw(
      'CREATE UNIQUE INDEX daily_puzzles_current_day ON daily_puzzles (day) WHERE retired_at IS NULL',
    );
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('daily_puzzles');
    await knex.schema.dropTable('templates');
  },
};
