import type { Migration } from '@hub/kit';

const DAY_KEY = '^\\d{4}-\\d{2}-\\d{2}$';

/**
 * Every finished game, for the profile's charts (distributions, bests, days played, trends).
 * Keyed by the event, so applying one twice could not count it twice even outside its
 * processed_events transaction. `measure` is what the charts read (domain/history.ts,
 * `measureOf`), kept beside the facts it came from.
 *
 * Archive play counts as a game without a day of a streak, so a player's first game may leave
 * `game_stats` with no last day played.
 */
export const gameResultsMigration: Migration = {
  async up(knex) {
    await knex.schema.createTable('game_results', (table) => {
      table.uuid('event_id').primary();
      table.text('player_id').notNullable();
      table.text('game').notNullable();
      table.text('day').notNullable().checkRegex(DAY_KEY);
      table.text('mode').notNullable();
      table.text('puzzle_day').checkRegex(DAY_KEY);
      table.boolean('won').notNullable();
      table.integer('score').notNullable();
      table.integer('attempts');
      table.integer('time_taken');
      table.integer('hints_used');
      table.integer('measure');
      table.timestamp('finished_at', { useTz: true }).notNullable();
      table.index(['player_id', 'game', 'day']);
    });
    await knex.raw('ALTER TABLE game_stats ALTER COLUMN last_played_day DROP NOT NULL');
  },
  async down(knex) {
    await knex('game_stats').whereNull('last_played_day').delete();
    await knex.raw('ALTER TABLE game_stats ALTER COLUMN last_played_day SET NOT NULL');
    await knex.schema.dropTable('game_results');
  },
};
