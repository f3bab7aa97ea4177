import type { Knex, Migration } from '@hub/kit';

const DAY_KEY = '^\\d{4}-\\d{2}-\\d{2}$';

/**
 * Progress per player id: a guest id until the guest signs in, then the account's user id. Days
 * are America/Chicago day keys stored as text ('YYYY-MM-DD' sorts and compares as dates, and pg
 * never shifts it through a local time zone the way it does a `date`).
 */
export const progressMigration: Migration = {
  async up(knex: Knex) {
    await knex.schema.createTable('players', (table) => {
      table.text('player_id').primary();
      table.boolean('is_guest').notNullable();
      table.text('display_name');
      table.timestamp('name_updated_at', { useTz: true });
    });

    // A guest who signed in: their late events, and their rows, belong to the account.
    await knex.schema.createTable('player_links', (table) => {
      table.text('guest_id').primary();
      table.text('user_id').notNullable();
      table.timestamp('linked_at', { useTz: true }).notNullable();
    });

    await knex.schema.createTable('play_days', (table) => {
      table.text('player_id').notNullable();
      table.text('game').notNullable();
      table.text('day').notNullable().checkRegex(DAY_KEY);
      table.primary(['player_id', 'game', 'day']);
    });

    // A summary of play_days plus the game count, kept in step in the same transactions.
    await knex.schema.createTable('game_stats', (table) => {
      table.text('player_id').notNullable();
      table.text('game').notNullable();
      table.integer('games_played').notNullable();
      table.integer('streak').notNullable();
      table.integer('longest_streak').notNullable();
      table.text('last_played_day').notNullable().checkRegex(DAY_KEY);
      table.primary(['player_id', 'game']);
    });

    await knex.schema.createTable('daily_points', (table) => {
      table.text('player_id').notNullable();
      table.text('game').notNullable();
      table.text('day').notNullable().checkRegex(DAY_KEY);
      table.bigInteger('points').notNullable();
      table.primary(['player_id', 'game', 'day']);
      table.index(['game', 'day']);
    });
  },
  async down(knex: Knex) {
    for (const table of ['daily_points', 'game_stats', 'play_days', 'player_links', 'players']) {
      await knex.schema.dropTable(table);
    }
  },
};
