import type { Knex, Migration } from '@hub/kit';

/**
 * One puzzle per Chicago day, its word stored when first asked for (so a later edit of the
 * answer list never changes it); one game per player and day; that game's guesses in order.
 * Guesses follow their game when a guest's games move to the account they signed in to.
 */
export const dailyMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.createTable('daily_puzzles', (table) => {
      table.text('day').primary();
      table.integer('number').notNullable().unique();
      table.text('word').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.check(`day ~ '^\\d{4}-\\d{2}-\\d{2}$'`, [], 'daily_puzzles_day_key');
    });
    await knex.schema.createTable('daily_games', (table) => {
      table.text('day').notNullable().references('day').inTable('daily_puzzles');
      table.text('player_id').notNullable();
      table.text('user_id');
      table.integer('attempts').notNullable().defaultTo(0);
      table.timestamp('started_at', { useTz: true });
      table.timestamp('solved_at', { useTz: true });
      table.integer('score');
      table.integer('time_taken');
      table.primary(['day', 'player_id']);
      table.check('(solved_at IS NULL) = (score IS NULL)', [], 'daily_games_scored_when_solved');
    });
    await knex.raw(
      'CREATE INDEX daily_games_leaderboard_idx ON daily_games (day, score DESC, attempts) WHERE solved_at IS NOT NULL',
    );
    await knex.raw('CREATE INDEX daily_games_player_idx ON daily_games (player_id)');
    await knex.schema.createTable('daily_guesses', (table) => {
      table.text('day').notNullable();
      table.text('player_id').notNullable();
      table.integer('attempt_number').notNullable();
      table.text('guess').notNullable();
      table.integer('matching_letters').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.primary(['day', 'player_id', 'attempt_number']);
      table.unique(['day', 'player_id', 'guess']);
      table
        .foreign(['day', 'player_id'])
        .references(['day', 'player_id'])
        .inTable('daily_games')
        .onUpdate('CASCADE')
        .onDelete('CASCADE');
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('daily_guesses');
    await knex.schema.dropTable('daily_games');
    await knex.schema.dropTable('daily_puzzles');
  },
};
